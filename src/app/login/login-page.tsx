import { useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { readReturnPath } from '@/lib/auth/return-path';
import { startOidcSignIn } from '@/lib/auth/oidc';
import { useSession, useSessionStore } from '@/stores/session';
import { loginStrings } from './login-strings';
import { DemoUsers } from './demo-users';

const MOCK = import.meta.env.VITE_MOCK === 'dev' || import.meta.env.VITE_MOCK === 'worker';

/** /login, /refreshToken and /logout: the way in. */
export function LoginPage() {
  const t = useStrings(loginStrings);
  const session = useSession();
  const signIn = useSessionStore((s) => s.signIn);
  const tokenId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    document.title = 'Personalportalen';
  }, []);

  // Signed in (now or already): on to the remembered path, which the arrival clears.
  if (session) return <Navigate to={readReturnPath()} replace />;

  const acceptToken = (token: string) => {
    if (!signIn(token.trim())) setError(t.invalidToken);
  };

  return (
    <main id="main" className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">Personalportalen</h1>
        <p>{t.intro}</p>
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
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {MOCK ? (
          <>
            <DemoUsers onToken={acceptToken} title={t.demoTitle} intro={t.demoIntro} />
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
