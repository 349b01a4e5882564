import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { errorDetail } from '@/lib/api/api-error';
import { Alert } from './alert';
import { commonStrings } from './strings';

/**
 * A query's failure with its retry: the screen's sentence (given the error's detail) in an
 * Alert. Nothing while the query has not failed. QueryState shows it in place of the data; a
 * screen that goes on without a query's data (a side call) shows it on its own.
 */
export function QueryFailure({
  query,
  text,
  retry,
}: {
  query: UseQueryResult<unknown>;
  text: (detail: string) => ReactNode;
  /** The retry button's label: 'Försök igen' unless told. */
  retry?: string;
}) {
  const t = useStrings(commonStrings);
  if (!query.isError) return null;
  return (
    <Alert
      action={
        <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {retry ?? t.retry}
        </button>
      }
    >
      {text(errorDetail(query.error))}
    </Alert>
  );
}

/** A view's loading line ('Laddar …'), as QueryState shows it. */
export function LoadingState() {
  const t = useStrings(commonStrings);
  return (
    <p className="state state-loading" role="status">
      {t.loading}
    </p>
  );
}

/**
 * Loading, error (with retry) and empty states of a query, the same on every screen. Renders
 * `children(data)` once there is data.
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  errorText,
  pending,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  errorText?: string;
  /** Shown while loading instead of 'Laddar …' (e.g. the screen's own text with a Cancel). */
  pending?: ReactNode;
}) {
  const t = useStrings(commonStrings);
  // Without network React Query pauses the fetch (networkMode 'online') and resumes it when the
  // browser is back online: say so rather than loading for ever.
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <p className="state state-error" role="status">
        {t.offline}
      </p>
    );
  }
  if (query.isPending) {
    return pending !== undefined ? <>{pending}</> : <LoadingState />;
  }
  if (query.isError) {
    return (
      <QueryFailure
        query={query}
        text={(detail) => (
          <>
            {errorText ?? t.loadError} <span className="muted">{detail}</span>
          </>
        )}
      />
    );
  }
  if (isEmpty?.(query.data)) return <p className="state state-empty">{empty ?? t.empty}</p>;
  return <>{children(query.data)}</>;
}
