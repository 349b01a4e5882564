import type { UseQueryResult } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { equipmentStrings } from '../strings';

/** A dialog list's own state: loading, or an error with Försök igen; nothing once it is there. */
export function ListStatus({ query, name }: { query: UseQueryResult<unknown>; name: string }) {
  const d = useStrings(equipmentStrings).dialog;
  const common = useStrings(commonStrings);
  if (query.isError)
    return (
      <p className="form-error" role="alert">
        {d.listError(name)}{' '}
        <button type="button" onClick={() => void query.refetch()}>
          {common.retry}
        </button>
      </p>
    );
  if (query.isPending && query.fetchStatus === 'fetching')
    return (
      <p className="muted" role="status">
        {d.listLoading(name)}
      </p>
    );
  return null;
}
