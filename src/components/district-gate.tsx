import type { ReactNode } from 'react';
import type { AccessRule } from '@/lib/auth/access';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from './strings';

/**
 * District-bound data: renders `children` (whose queries then start) only where a district is
 * chosen and `rule` holds there. Otherwise it says 'Välj ett distrikt.' (or, for a screen's own
 * filter of several, 'Välj minst ett distrikt.'), or the screen's `noAccess` notice, instead of
 * the server's 403. Without a rule (a screen for everyone) a chosen district suffices.
 */
export function DistrictGate({
  rule,
  noAccess,
  districtIds,
  title,
  children,
}: {
  rule?: AccessRule;
  /** What the screen says where the rule does not hold (default: the common no-access text). */
  noAccess?: ReactNode;
  /** The districts the screen's own filter chose; by default the header's district. */
  districtIds?: readonly number[];
  /** Shown as the page's heading above the notice (when the whole page is gated). */
  title?: string;
  children?: ReactNode;
}) {
  const t = useStrings(commonStrings);
  const { districts, chosen } = useDistrictsWith(rule);
  const wanted = districtIds ?? (chosen === null ? [] : [chosen]);
  const held = wanted.every((d) => districts.includes(d));
  if (wanted.length > 0 && held) return <>{children}</>;
  const notice =
    wanted.length === 0 ? (
      <p className="state state-empty">{districtIds ? t.chooseDistricts : t.chooseDistrict}</p>
    ) : (
      <p className="state state-error">{noAccess ?? t.noAccessText}</p>
    );
  if (!title) return notice;
  return (
    <section className="page" aria-labelledby="district-gate-title">
      <h1 id="district-gate-title">{title}</h1>
      {notice}
    </section>
  );
}
