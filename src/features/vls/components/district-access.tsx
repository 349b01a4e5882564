import type { ReactNode } from 'react';
import type { AccessRule } from '@/lib/auth/access';
import { useAccess } from '@/lib/auth/use-access';
import { useStrings } from '@/lib/i18n';
import { useCurrentDistrict } from '@/stores/district';
import { vlsStrings } from '../strings';

/**
 * Document data is per district: the route lets in whoever holds the access anywhere, this says
 * so plainly where the user lacks it in the current district (instead of the server's 403), and
 * renders `children` (whose queries then start) only where they hold it.
 */
export function DistrictAccess({
  rule,
  view,
  title,
  children,
}: {
  rule: AccessRule;
  /** The view's name in the sentence ("Mina dokument"). */
  view: string;
  /** Shown as the page's heading above the notice (when the whole page is gated). */
  title?: string;
  children: ReactNode;
}) {
  const t = useStrings(vlsStrings);
  const districtId = useCurrentDistrict();
  const allowed = useAccess({ ...rule, districts: 'current' });
  if (districtId !== null && allowed) return <>{children}</>;
  const notice =
    districtId === null ? (
      <p className="state">{t.noDistrict}</p>
    ) : (
      <p className="state state-error">{t.noDistrictAccess(view)}</p>
    );
  if (!title) return notice;
  return (
    <section className="page" aria-labelledby="vls-district-access-title">
      <h1 id="vls-district-access-title">{title}</h1>
      {notice}
    </section>
  );
}
