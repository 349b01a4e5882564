import { useStrings } from '@/lib/i18n';
import type { VlsDocument } from '../api/schemas';
import { vlsStrings } from '../strings';

/** Marks a mandatory (read receipt) and an operational (ROOT-K4-K4.1-A2-M7) document. */
export function DocumentBadges({ doc }: { doc: VlsDocument }) {
  const t = useStrings(vlsStrings);
  if (!doc.ReadReceipt && !doc.operational) return null;
  return (
    <span className="vls-badges">
      {doc.ReadReceipt ? (
        <span className="badge vls-badge-mandatory">{t.badges.mandatory}</span>
      ) : null}
      {doc.operational ? (
        <span className="badge vls-badge-operational">{t.badges.operational}</span>
      ) : null}
    </span>
  );
}
