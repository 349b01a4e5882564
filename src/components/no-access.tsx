import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from './strings';

export function NoAccess() {
  const t = useStrings(commonStrings);
  return (
    <section className="page message-page" aria-labelledby="no-access-title">
      <h1 id="no-access-title">{t.noAccessTitle}</h1>
      <p>{t.noAccessText}</p>
      <Link to="/">{t.toFrontPage}</Link>
    </section>
  );
}
