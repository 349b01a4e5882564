import { useStrings } from '@/lib/i18n';
import { Alert } from './alert';
import { commonStrings } from './strings';

/** An alert in the page (role=alert, read out at once) that the user can close. */
export function PageAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  const t = useStrings(commonStrings);
  if (!text) return null;
  return (
    <Alert
      action={
        <button type="button" className="link-button" onClick={onClose} aria-label={t.dismiss}>
          ×
        </button>
      }
    >
      {text}
    </Alert>
  );
}
