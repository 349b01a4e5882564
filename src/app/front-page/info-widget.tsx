import { useQuery } from '@tanstack/react-query';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { getConfig } from '@/lib/config';
import { useStrings } from '@/lib/i18n';
import { currentInfo, infoQuery } from './api/get-info';
import { QueryState } from '@/components/query-state';
import { frontPageStrings } from './front-page-strings';

/** Current information from the configured source; on failure 'Ingen aktuell information.' */
export function InfoWidget() {
  const t = useStrings(frontPageStrings);
  // The items valid now (an item that runs out goes at the next render, as the list is read).
  const query = useQuery({
    ...infoQuery(),
    select: (items) => currentInfo(items, getConfig().environment),
  });
  return (
    <section className="widget" aria-labelledby="info-title" aria-busy={query.isPending}>
      <h2 id="info-title">{t.infoTitle}</h2>
      {/* A failure is no alert here: the widget has nothing to say, as with no items. */}
      {query.isError ? (
        <p className="muted">{t.noInfo}</p>
      ) : (
        <QueryState query={query} isEmpty={(items) => items.length === 0} empty={t.noInfo}>
          {(items) =>
            items.map((item) => (
              <article key={item.id} className="info-item">
                <h3>{item.header}</h3>
                {/* Info bodies are HTML from another system: sanitized before they are shown. */}
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.body) }} />
              </article>
            ))
          }
        </QueryState>
      )}
    </section>
  );
}
