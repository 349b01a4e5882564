import { QueryState } from '@/components/query-state';
import { useStrings } from '@/lib/i18n';
import { staffStrings } from '../strings';
import type { useStaffPositions } from './use-staff-positions';

/**
 * What stands in for the list when there is none to show: loading (with a Cancel that aborts the
 * request), cancelled, an error with retry, no data. Null when the list can be shown. (No
 * district, or no access there, is DistrictGate's to say.)
 */
export function PositionsState({ positions }: { positions: ReturnType<typeof useStaffPositions> }) {
  const t = useStrings(staffStrings);
  const { query, cancelled, cancel, loadAgain } = positions;
  if (cancelled) {
    return (
      <div className="state staff-cancelled">
        <p role="status">{t.cancelled}</p>
        <button type="button" onClick={loadAgain}>
          {t.loadAgain}
        </button>
      </div>
    );
  }
  return (
    <QueryState
      query={query}
      errorText={t.loadError}
      isEmpty={(positions) => positions.length === 0}
      empty={t.noData}
      pending={
        <div className="state state-loading">
          <p role="status">{t.loading}</p>
          <button type="button" onClick={cancel}>
            {t.cancel}
          </button>
        </div>
      }
    >
      {() => null}
    </QueryState>
  );
}
