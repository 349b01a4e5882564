import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { commonStrings } from '@/components/strings';

/** What a list of choices is waiting for: "Laddar …", or its error with a retry. */
export interface LoadingChoices {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Loading or error (with retry) of the choices beside a select or in a dialog; else nothing. */
export function LoadNote({ query, errorText }: { query: LoadingChoices; errorText: string }) {
  const t = useStrings(commonStrings);
  if (query.isPending)
    return (
      <p className="state state-loading" role="status">
        {t.loading}
      </p>
    );
  if (!query.isError) return null;
  return (
    <Alert
      action={
        <button type="button" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      }
    >
      {errorText}
    </Alert>
  );
}
