import { DistrictGate } from '@/components/district-gate';
import { useStrings } from '@/lib/i18n';
import { useCurrentDistrict } from '@/stores/district';
import { connectionsStrings } from '../strings';
import { ConnectionsScreen } from './connections-screen';
import './connections.css';

/**
 * Connections: search a place and see its train and bus departures (spec 2 §2). Every signed-in
 * user may (no access rule): without a district the gate says so under the heading.
 */
export function ConnectionsPage() {
  const t = useStrings(connectionsStrings);
  const districtId = useCurrentDistrict();
  return (
    <div className="page connections-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <DistrictGate>
        {districtId === null ? null : <ConnectionsScreen districtId={districtId} />}
      </DistrictGate>
    </div>
  );
}
