import type { UseQueryResult } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { QueryFailure } from '@/components/query-state';
import { equipmentStrings } from '../strings';

/** A dialog list's own state: loading, or an error with Försök igen; nothing once it is there. */
export function ListStatus({ query, name }: { query: UseQueryResult<unknown>; name: string }) {
  const d = useStrings(equipmentStrings).dialog;
  if (query.isError) return <QueryFailure query={query} text={() => d.listError(name)} />;
  if (query.isPending && query.fetchStatus === 'fetching')
    return (
      <p className="muted" role="status">
        {d.listLoading(name)}
      </p>
    );
  return null;
}
