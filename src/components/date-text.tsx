import { useStrings } from '@/lib/i18n';
import { formatDate } from '@/lib/time/stockholm';
import { commonStrings } from './strings';

/** A date in Stockholm time; the server's null date is shown as none. */
export function DateText({ date }: { date: Date | null }) {
  const t = useStrings(commonStrings);
  return date ? <>{formatDate(date)}</> : <span className="muted">{t.noDate}</span>;
}
