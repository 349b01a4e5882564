import { Link, useRouteError } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { shellStrings } from '../strings';

/** The error boundary of every route: a message and a way on, never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const t = useStrings(shellStrings);
  console.error(error);
  return (
    <section className="page message-page" role="alert">
      <h1>{t.errorTitle}</h1>
      <p>{t.errorText}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t.retry}
        </button>{' '}
        <Link to="/">{t.toFrontPage}</Link>
      </p>
    </section>
  );
}
