import { useQuery } from '@tanstack/react-query';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { getConfig } from '@/lib/config';
import { useStrings } from '@/lib/i18n';
import { currentInfo, infoQuery } from './api/get-info';
import { commonStrings } from '@/components/strings';
import { frontPageStrings } from './front-page-strings';

/** Current information from the configured source; on failure 'Ingen aktuell information.' */
export function InfoWidget() {
  const t = useStrings(frontPageStrings);
  const common = useStrings(commonStrings);
  const query = useQuery(infoQuery());
  const items = query.data ? currentInfo(query.data, getConfig().environment) : [];
  return (
    <section className="widget" aria-labelledby="info-title" aria-busy={query.isPending}>
      <h2 id="info-title">{t.infoTitle}</h2>
      {query.isPending ? (
        <p className="muted">{common.loading}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t.noInfo}</p>
      ) : (
        items.map((item) => (
          <article key={item.id} className="info-item">
            <h3>{item.header}</h3>
            {/* Info bodies are HTML from another system: sanitized before they are shown. */}
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.body) }} />
          </article>
        ))
      )}
    </section>
  );
}
