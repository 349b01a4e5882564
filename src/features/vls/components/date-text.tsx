import { useStrings } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { vlsStrings } from '../strings';

/** A date in Stockholm time; the server's null date is shown as none. */
export function DateText({ date }: { date: Date | null }) {
  const t = useStrings(vlsStrings);
  return date ? <>{formatDate(date)}</> : <span className="muted">{t.noDate}</span>;
}
