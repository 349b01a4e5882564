import { useQuery } from '@tanstack/react-query';
import { getConfig } from '@/lib/config';
import { useStrings } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useCurrentDistrict } from '@/stores/district';
import { linksQuery, safeLinks } from './api/get-links';
import { commonStrings } from '@/components/strings';
import { frontPageStrings } from './front-page-strings';

/**
 * Links from the link service for this system and district; on failure the intranet. While they
 * load, and when there are none, it says so.
 */
export function LinksWidget() {
  const t = useStrings(frontPageStrings);
  const common = useStrings(commonStrings);
  const [{ openInNewTab }] = useSettings();
  const districtId = useCurrentDistrict();
  const query = useQuery(linksQuery(districtId));
  // Every link, the configured fallback too, is an http(s) address or left out.
  const links = safeLinks(
    query.isError
      ? [{ label: t.fallbackLink, url: getConfig().fallbackIntranetUrl }]
      : (query.data ?? []),
  );
  return (
    <section className="widget" aria-labelledby="links-title" aria-busy={query.isPending}>
      <h2 id="links-title">{t.linksTitle}</h2>
      {query.isPending ? (
        <p className="muted">{common.loading}</p>
      ) : links.length === 0 ? (
        <p className="muted">{t.noLinks}</p>
      ) : null}
      <ul className="link-list">
        {links.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            {/* The user's new-tab setting, as for the tiles (spec 1 §2). */}
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
    </section>
  );
}
