import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { signOutEverywhere } from '../auth/sign-out';
import { shellStrings } from '../strings';

export function LogoutButton() {
  const t = useStrings(shellStrings);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const idToken = useSessionStore((s) => s.idToken);
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => void signOutEverywhere(queryClient, idToken, () => navigate('/login'))}
    >
      {t.logout}
    </button>
  );
}
