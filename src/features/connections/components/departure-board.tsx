import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryFailure } from '@/components/query-state';
import { useRowsPainted } from '@/components/use-rows-painted';
import { formatTime } from '@/lib/time/stockholm';
import type { ServerDeparture } from '../api/schemas';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { REFRESH_MS } from '../config';
import { mergeDepartures, type Departure } from '../lib/departures';
import type { SearchTracker } from '../lib/latest-search';
import type { TrainSearch } from '../lib/train-search';
import { useStrings } from '@/lib/i18n';
import { connectionsStrings } from '../strings';
import { DepartureRow } from './departure-row';
import { stopLabel } from './place-search';
import { useDepartures } from './use-departures';
import { VehiclesDialog } from './vehicles-dialog';

/** One service's state under the heading: fetching, its failure (with retry), or nothing. */
function ServiceNote({ name, query }: { name: string; query: UseQueryResult<ServerDeparture[]> }) {
  const t = useStrings(connectionsStrings);
  if (query.isError)
    return (
      <QueryFailure
        query={query}
        text={(detail) => t.serviceFailed(name, detail)}
        retry={t.refresh}
      />
    );
  if (query.fetchStatus === 'paused')
    return (
      <p role="status" className="service-offline">
        {t.serviceOffline(name)}
      </p>
    );
  if (query.isPending && query.fetchStatus === 'fetching')
    return (
      <p role="status" className="muted">
        {t.loadingService(name)}
      </p>
    );
  return null;
}

/** Departures of the chosen place: trains and buses merged by time, refreshed while shown. */
export function DepartureBoard({
  stop,
  signature,
  districtId,
  trainSearch,
  tracker,
}: {
  stop: Stop;
  signature: string | null;
  districtId: number;
  trainSearch: TrainSearch;
  tracker: SearchTracker;
}) {
  const t = useStrings(connectionsStrings);
  const { trains, buses } = useDepartures(stop, districtId, trainSearch, tracker);
  const [vehiclesOf, setVehiclesOf] = useState<Departure | null>(null);
  const rows = useMemo(() => mergeDepartures(trains.data, buses.data), [trains.data, buses.data]);
  const missingSignature = trainSearch.kind === 'missingSignature';
  const trainsDone = missingSignature || !trains.isPending;
  const settled = trainsDone && !buses.isPending;
  const updatedAt = Math.max(trains.dataUpdatedAt, buses.dataUpdatedAt);

  // For the benchmark: the moment both answers are painted.
  useRowsPainted('connections:departures-painted', settled ? rows.length : 0);

  return (
    <section className="departure-board" aria-labelledby="board-title">
      <div className="board-head">
        <h2 id="board-title">{t.departuresFrom(stopLabel(stop, signature))}</h2>
        <p className="muted board-refresh">
          {updatedAt ? `${t.updated(formatTime(updatedAt))}. ` : null}
          {t.autoRefresh(REFRESH_MS / 1000)}{' '}
          <button
            type="button"
            onClick={() => {
              void buses.refetch();
              if (!missingSignature) void trains.refetch();
            }}
          >
            {t.refresh}
          </button>
        </p>
      </div>
      {missingSignature ? (
        <p className="service-note" role="note">
          {t.trains}: {t.missingSignature}
        </p>
      ) : (
        <ServiceNote name={t.trains} query={trains} />
      )}
      <ServiceNote name={t.buses} query={buses} />
      {rows.length ? (
        <div className="table-wrap board-scroll">
          <table className="data departures">
            <thead>
              <tr>
                <th scope="col">{t.columns.time}</th>
                <th scope="col">{t.columns.expected}</th>
                <th scope="col">{t.columns.type}</th>
                <th scope="col">{t.columns.to}</th>
                <th scope="col">{t.columns.via}</th>
                <th scope="col">{t.columns.track}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.columns.vehicles}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <DepartureRow key={d.key} d={d} onVehicles={setVehiclesOf} />
              ))}
            </tbody>
          </table>
        </div>
      ) : settled && !trains.isError && !buses.isError ? (
        <p className="state state-empty">{t.noDepartures}</p>
      ) : null}
      {vehiclesOf ? (
        <VehiclesDialog
          departure={vehiclesOf}
          districtId={districtId}
          onClose={() => setVehiclesOf(null)}
        />
      ) : null}
    </section>
  );
}
