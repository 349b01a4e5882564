import { useStrings } from '@/lib/i18n';
import { vlsStrings } from '../strings';

/** An alert in the page (role=alert, read out at once) that the user can close. */
export function PageAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  const t = useStrings(vlsStrings);
  if (!text) return null;
  return (
    <div className="vls-alert" role="alert">
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onClose} aria-label={t.mine.dismiss}>
        ×
      </button>
    </div>
  );
}
