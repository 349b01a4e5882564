import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useAccessChecker } from '@/lib/auth/use-access';
import { safeSetItem } from '@/lib/storage/safe-storage';
import { portalAccess } from '../portal-access';
import { TILES, messageTilePath } from './tiles';
import { frontPageStrings } from './front-page-strings';
import { LinksWidget } from './links-widget';

/** Spec constant: the front page writes a timestamp to local storage every second. */
// The info widget sanitizes HTML (DOMPurify): loaded beside the page, not in the start bundle.
const InfoWidget = lazy(() => import('./info-widget').then((m) => ({ default: m.InfoWidget })));

export const HEARTBEAT_KEY = 'pp.frontPageHeartbeat';
export const HEARTBEAT_MS = 1000;

function useHeartbeat() {
  useEffect(() => {
    const beat = () => void safeSetItem('local', HEARTBEAT_KEY, String(Date.now()));
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, []);
}

/** A tile's icon, drawn in the tile's text colour (a CSS mask), hidden from screen readers. */
function TileIcon({ url }: { url: string | undefined }) {
  if (!url) return null;
  return <span className="tile-icon" aria-hidden="true" style={{ maskImage: `url("${url}")` }} />;
}

/** The front page: link tiles to the sub-applications the user has access to. */
export function FrontPage() {
  const t = useStrings(frontPageStrings);
  const [settings] = useSettings();
  const allowed = useAccessChecker();
  useHeartbeat();

  const tiles = TILES.filter((tile) => tile.access.every(allowed)).map((tile) =>
    tile.label === 'Trafikmeddelanden'
      ? {
          ...tile,
          path: messageTilePath(settings.messageApp === 'beta', allowed(portalAccess.betaTester)),
        }
      : tile,
  );

  return (
    <div className="page front-page">
      <h1 className="visually-hidden">{t.title}</h1>
      <aside className="news-box" aria-labelledby="news-title">
        <h2 id="news-title">{t.newsTitle}</h2>
        <p>{t.news}</p>
      </aside>
      <nav aria-label={t.tilesLabel}>
        {tiles.length === 0 ? <p className="state">{t.noTiles}</p> : null}
        <ul className="tiles">
          {tiles.map((tile) => (
            <li key={tile.label}>
              {settings.openInNewTab ? (
                <a
                  className="tile"
                  href={`#${tile.path}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <TileIcon url={tile.icon} />
                  {tile.label}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                </a>
              ) : (
                <Link className="tile" to={tile.path}>
                  <TileIcon url={tile.icon} />
                  {tile.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="widgets">
        <Suspense fallback={<section className="widget" aria-busy="true" />}>
          <InfoWidget />
        </Suspense>
        <LinksWidget />
      </div>
    </div>
  );
}
