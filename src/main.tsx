import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/lib/load-config';
import { completeOidcSignIn, appBaseUrl } from '@/lib/auth/oidc';
import { takeReturnPath } from '@/lib/auth/return-path';
import { useSessionStore } from '@/stores/session';
import { takeHandover } from './app/boot/handover';
import {
  dropPendingHandover,
  keepPendingHandover,
  pendingHandover,
} from '@/lib/auth/pending-handover';
import { applyHandoverToken, watchHandovers } from './app/boot/watch-handovers';
import { leaveSignInNotice } from '@/lib/auth/sign-in-notice';
import { App } from './app/app';
import { applyTheme } from '@/lib/theme';
import { startTelemetry } from '@/lib/telemetry/start';
import { routes } from './app/router';
import './styles/index.css';
import './styles/forced-colors.css';

// 1. At once, before anything else: a handed-over token out of the URL (and #!/ → #/), kept in
// this tab until step 4 applies it.
const handover = takeHandover(window.location.href);
keepPendingHandover(handover.token);
if (handover.cleanUrl !== window.location.href)
  window.history.replaceState(null, '', handover.cleanUrl);
// … and from any link into this tab later on (only the hash changes then).
watchHandovers();

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
  // Before the first paint: the system's theme (the signed-in user's choice follows in the shell).
  applyTheme('system');
  const config = await loadConfig();
  // Field measurements when config.json names an endpoint (loaded once the page is idle).
  startTelemetry(config, routes);
  // 2. The mock backend in the browser (static demo build only; `npm start` serves it itself).
  if (import.meta.env.VITE_MOCK === 'worker') {
    const { startWorker } = await import('../mocks/browser');
    await startWorker();
  }
  // 3. Back from the identity provider with a code: finish the sign-in.
  const oidc = await completeOidcSignIn(window.location.href);
  if (oidc.kind === 'signed-in') {
    if (useSessionStore.getState().signIn(oidc.accessToken, oidc.idToken))
      window.history.replaceState(null, '', `${appBaseUrl()}#${takeReturnPath()}`);
    else {
      leaveSignInNotice({ kind: 'callback-failed' });
      window.history.replaceState(null, '', `${appBaseUrl()}#/login`);
    }
  } else if (oidc.kind === 'failed') {
    // The login view says what happened (abandoned or stale sign-in, refusal by the provider).
    leaveSignInNotice(
      oidc.reason ? { kind: 'callback-denied', reason: oidc.reason } : { kind: 'callback-failed' },
    );
    window.history.replaceState(null, '', `${appBaseUrl()}#/login`);
  }
  // 4. A handed-over token: never switches a signed-in user unasked, never signs anyone out.
  // (Also one handed over to a load of this tab that was reloaded before it got here.)
  const token = pendingHandover(handover.token);
  const decision = token ? await applyHandoverToken(token) : undefined;
  dropPendingHandover();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App handover={decision} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => showFatal((error as Error).message));
