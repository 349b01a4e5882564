import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { signOutEverywhere } from '../auth/sign-out';
import { loginStrings } from './login-strings';
import { SIGN_OUT_TITLE } from '../shell/tab-titles';

/**
 * /logout (also `#!/logout` from other systems): ends the session — tokens gone in every tab,
 * end-session at the identity provider where there is an id token — then the login view.
 */
export function LogoutPage() {
  const t = useStrings(loginStrings);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    document.title = SIGN_OUT_TITLE;
    void signOutEverywhere(queryClient, () => void navigate('/login', { replace: true }));
  }, [queryClient, navigate]);
  return (
    <main id="main" className="login-page">
      <p className="state state-loading" role="status">
        {t.signingOut}
      </p>
    </main>
  );
}
