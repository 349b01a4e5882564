import { useQuery } from '@tanstack/react-query';
import { getConfig } from '@/lib/config';
import { useStrings } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useCurrentDistrict } from '@/stores/district';
import { linksQuery, safeLinks, type PortalLink } from './api/get-links';
import { QueryState } from '@/components/query-state';
import { frontPageStrings } from './front-page-strings';

/**
 * Links from the link service for this system and district; on failure the intranet. While they
 * load, and when there are none, it says so.
 */
export function LinksWidget() {
  const t = useStrings(frontPageStrings);
  const districtId = useCurrentDistrict();
  const query = useQuery(linksQuery(districtId));
  return (
    <section className="widget" aria-labelledby="links-title" aria-busy={query.isPending}>
      <h2 id="links-title">{t.linksTitle}</h2>
      {/* A failure is no alert here: the intranet stands in for the links. */}
      {query.isError ? (
        <LinkList links={[{ label: t.fallbackLink, url: getConfig().fallbackIntranetUrl }]} />
      ) : (
        <QueryState query={query}>{(links) => <LinkList links={links} />}</QueryState>
      )}
    </section>
  );
}

/**
 * The links as the user's new-tab setting opens them (as the tiles, spec 1 §2). Every link, the
 * configured fallback too, is an http(s) address or left out; with none left it says so.
 */
function LinkList({ links }: { links: readonly PortalLink[] }) {
  const t = useStrings(frontPageStrings);
  const [{ openInNewTab }] = useSettings();
  const safe = safeLinks(links);
  if (safe.length === 0) return <p className="muted">{t.noLinks}</p>;
  return (
    <ul className="link-list">
      {safe.map((link) => (
        <li key={`${link.label}-${link.url}`}>
          {openInNewTab ? (
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </a>
          ) : (
            <a href={link.url} rel="noopener noreferrer">
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
