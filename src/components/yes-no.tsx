import { useStrings } from '@/lib/i18n';
import { commonStrings } from './strings';

/** Ja or Nej (in the user's language), e.g. in a table cell. */
export function YesNo({ value }: { value: boolean }) {
  const t = useStrings(commonStrings);
  return <>{value ? t.yes : t.no}</>;
}
