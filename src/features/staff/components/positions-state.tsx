import { isApiError } from '@/lib/api/api-error';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import type { StaffStrings } from '../strings';
import type { useStaffPositions } from './use-staff-positions';

/**
 * What stands in for the list when there is none to show: no district, no access there,
 * loading (with a Cancel that aborts the request), cancelled, an error with retry, no data.
 * Null when the list can be shown.
 */
export function PositionsState({
  districtId,
  allowed,
  positions,
  t,
}: {
  districtId: number | null;
  allowed: boolean;
  positions: ReturnType<typeof useStaffPositions>;
  t: StaffStrings;
}) {
  const common = useStrings(commonStrings);
  const { query, cancelled, cancel, loadAgain } = positions;
  if (districtId == null) return <p className="state">{t.noDistrict}</p>;
  if (!allowed) return <p className="state state-error">{t.noDistrictAccess}</p>;
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
  if (query.isPending && query.fetchStatus === 'paused') {
    // Without network the read waits for the connection (and then loads by itself).
    return (
      <div className="state state-error">
        <p role="status">{common.offline}</p>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="state state-loading">
        <p role="status">{t.loading}</p>
        <button type="button" onClick={cancel}>
          {t.cancel}
        </button>
      </div>
    );
  }
  if (query.isError) {
    const detail = isApiError(query.error) ? query.error.statusText : query.error.message;
    return (
      <div className="state state-error" role="alert">
        <p>
          {t.loadError} <span className="muted">{detail}</span>
        </p>
        <button type="button" onClick={() => void query.refetch()}>
          {common.retry}
        </button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="state state-empty">{t.noData}</p>;
  return null;
}
