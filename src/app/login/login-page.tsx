import { useEffect, useId, useState } from 'react';
import { clearSignInNotice, peekSignInNotice, type SignInNotice } from '@/lib/auth/sign-in-notice';
import { Navigate } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { readReturnPath } from '@/lib/auth/return-path';
import { startOidcSignIn } from '@/lib/auth/oidc';
import { useLiveSession, useSessionStore } from '@/stores/session';
import { loginStrings } from './login-strings';
import { SIGN_IN_TITLE } from '../shell/tab-titles';
import { DemoUsers } from './demo-users';

const MOCK = import.meta.env.VITE_MOCK === 'dev' || import.meta.env.VITE_MOCK === 'worker';

function noticeText(t: (typeof loginStrings)['sv'], n: SignInNotice): string {
  if (n.kind === 'callback-denied') return t.callbackDenied(n.reason);
  return n.kind === 'callback-failed' ? t.callbackFailed : t.invalidToken;
}

/**
 * /login and /refreshToken (/logout signs out first, then comes here): the way in. /refreshToken
 * shows the login view even with a session in place, to sign in anew; the new sign-in replaces
 * the session in every tab (the old one stays usable until then).
 */
export function LoginPage({ refresh = false }: { refresh?: boolean }) {
  const t = useStrings(loginStrings);
  const session = useLiveSession();
  const signIn = useSessionStore((s) => s.signIn);
  const tokenId = useId();
  const [startToken] = useState(() => (refresh ? (session?.token ?? null) : null));
  const [notice] = useState(peekSignInNotice);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    document.title = SIGN_IN_TITLE;
    clearSignInNotice();
  }, []);
  const problem = error ?? (notice ? noticeText(t, notice) : null);

  // Signed in (now or already; on /refreshToken: anew): on to the remembered path.
  if (session && (!refresh || session.token !== startToken))
    return <Navigate to={readReturnPath()} replace />;

  const acceptToken = (token: string) => {
    if (!signIn(token.trim())) setError(t.invalidToken);
  };

  return (
    <main id="main" className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">Personalportalen</h1>
        <p>{refresh && session ? t.refreshIntro : t.intro}</p>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            startOidcSignIn().catch(() => {
              setBusy(false);
              setError(t.signInFailed);
            });
          }}
        >
          {busy ? t.signingIn : t.signIn}
        </button>
        {problem ? <Alert>{problem}</Alert> : null}
        {MOCK ? (
          <>
            <DemoUsers
              onToken={acceptToken}
              onFailed={() => setError(t.signInFailed)}
              title={t.demoTitle}
              intro={t.demoIntro}
            />
            <form
              className="token-form"
              onSubmit={(e) => {
                e.preventDefault();
                acceptToken(pasted);
              }}
            >
              <label htmlFor={tokenId}>{t.tokenLabel}</label>
              <textarea
                id={tokenId}
                rows={3}
                value={pasted}
                onChange={(e) => setPasted(e.target.value)}
              />
              <button type="submit" disabled={!pasted.trim()}>
                {t.useToken}
              </button>
            </form>
          </>
        ) : null}
      </section>
    </main>
  );
}
