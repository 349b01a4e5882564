import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { emit } from '@/lib/telemetry/signals';
import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { commonStrings } from '@/components/strings';
import { shellStrings } from '../strings';

/** The error boundary of every route: a message and a way on, never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const t = useStrings(shellStrings);
  const common = useStrings(commonStrings);
  console.error(error);
  // Counted by the field measurements, when on (its kind only).
  useEffect(() => emit({ kind: 'route', error }), [error]);
  return (
    <section className="page message-page">
      <Alert
        action={
          <p>
            <button type="button" onClick={() => window.location.reload()}>
              {common.retry}
            </button>{' '}
            <Link to="/">{common.toFrontPage}</Link>
          </p>
        }
      >
        <h1>{t.errorTitle}</h1>
        <p>{t.errorText}</p>
      </Alert>
    </section>
  );
}
