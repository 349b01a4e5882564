import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/lib/config';
import { completeOidcSignIn, appBaseUrl } from '@/lib/auth/oidc';
import { takeReturnPath } from '@/lib/auth/return-path';
import { useSessionStore } from '@/stores/session';
import { takeHandover } from './app/boot/handover';
import { App } from './app/app';
import './styles/index.css';

// 1. At once, before anything else: a handed-over token out of the URL (and #!/ → #/).
const handover = takeHandover(window.location.href);
if (handover.cleanUrl !== window.location.href)
  window.history.replaceState(null, '', handover.cleanUrl);

function showFatal(message: string): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML = '';
  const box = document.createElement('pre');
  box.className = 'fatal-error';
  box.setAttribute('role', 'alert');
  box.textContent = message;
  root.append(box);
}

async function start(): Promise<void> {
  await loadConfig();
  // 2. The mock backend in the browser (static demo build only; `npm start` serves it itself).
  if (import.meta.env.VITE_MOCK === 'worker') {
    const { startWorker } = await import('../mocks/browser');
    await startWorker();
  }
  // 3. Back from the identity provider with a code: finish the sign-in.
  const oidc = await completeOidcSignIn(window.location.href).catch((error: unknown) => {
    console.warn('Inloggningen kunde inte slutföras', error);
    return null;
  });
  if (oidc) {
    useSessionStore.getState().signIn(oidc.accessToken, oidc.idToken);
    window.history.replaceState(null, '', `${appBaseUrl()}#${takeReturnPath()}`);
  } else if (new URL(window.location.href).searchParams.has('oidc')) {
    window.history.replaceState(null, '', `${appBaseUrl()}#/login`);
  }
  // 4. A handed-over token.
  if (handover.token) useSessionStore.getState().signIn(handover.token);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => showFatal((error as Error).message));
