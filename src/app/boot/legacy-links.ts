import { normalizeHash } from './handover';

/** Keeps `#!/...` links (from other systems and old bookmarks) working while the app runs. */
export function watchLegacyLinks(win: Window = window): () => void {
  const fix = () => {
    const normalized = normalizeHash(win.location.hash);
    if (normalized !== win.location.hash) {
      win.history.replaceState(win.history.state, '', normalized);
      win.dispatchEvent(new HashChangeEvent('hashchange'));
    }
  };
  win.addEventListener('hashchange', fix);
  return () => win.removeEventListener('hashchange', fix);
}
