import { useNavigate } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { shellStrings } from '../strings';

/** Logout goes through /logout, the same way other systems end a session (`#!/logout`). */
export function LogoutButton() {
  const t = useStrings(shellStrings);
  const navigate = useNavigate();
  return (
    <button type="button" className="link-button" onClick={() => void navigate('/logout')}>
      {t.logout}
    </button>
  );
}
