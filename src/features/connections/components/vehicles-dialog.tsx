import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import { formatStockholm, formatTime } from '@/lib/time/stockholm';
import { vehiclesQuery } from '../api/get-vehicles';
import { productCodes } from '../config';
import type { Departure } from '../lib/departures';
import { connectionsStrings } from '../strings';

/** The vehicles running a departure's trip (vehicle-{product} service of the district). */
export function VehiclesDialog({
  departure,
  districtId,
  onClose,
}: {
  departure: Departure;
  districtId: number;
  onClose: () => void;
}) {
  const t = useStrings(connectionsStrings);
  const common = useStrings(commonStrings);
  const codes = productCodes();
  const trip = departure.technicalNumber ?? '';
  const query = useQuery(
    vehiclesQuery({
      districtId,
      product: departure.kind === 'train' ? codes.train : codes.bus,
      calendarId: formatStockholm(departure.advertised, 'yyyy-MM-dd'),
      technicalNumber: trip,
      startTime: formatTime(departure.advertised),
    }),
  );
  return (
    <Modal title={t.vehiclesFor(trip)} closeLabel={common.close} onClose={onClose}>
      <QueryState query={query} isEmpty={(list) => list.length === 0} empty={t.noVehicles}>
        {(vehicles) => (
          <ul className="vehicles">
            {vehicles.map((v, i) => (
              <li key={`${v.name}-${i}`}>
                <strong>{v.name}</strong> <span className="muted">{v.type}</span>
                <br />
                {t.vehicleTime(formatTime(v.startTime), formatTime(v.endTime))} {v.startPlace} –{' '}
                {v.endPlace}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Modal>
  );
}
