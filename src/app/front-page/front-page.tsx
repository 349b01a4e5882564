import { useStrings } from '@/lib/i18n';
import { shellStrings } from '../strings';

/** The front page: link tiles to the sub-applications the user has access to. */
export function FrontPage() {
  const t = useStrings(shellStrings);
  return (
    <section className="page front-page" aria-labelledby="front-title">
      <h1 id="front-title">{t.productName}</h1>
    </section>
  );
}
