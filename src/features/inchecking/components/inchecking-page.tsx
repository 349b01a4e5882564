import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useAccess } from '@/lib/auth/use-access';
import { useStrings } from '@/lib/i18n';
import { toDateKey } from '@/lib/time';
import { useCurrentDistrict } from '@/stores/district';
import { incheckingDistrictAccess } from '../access';
import { signinsQuery } from '../api/get-duty-signins';
import { searchTerm, type SigninRow } from '../lib/signin-rows';
import { inTimeFrame } from '../lib/time-frame';
import { useLiveSignins } from '../live/use-live-signins';
import { incheckingStrings } from '../strings';
import { DutyDialog } from './duty-dialog';
import { EmployeeDialog } from './employee-dialog';
import { FiltersBar } from './filters-bar';
import { LiveStatus } from './live-status';
import { SigninTable } from './signin-table';
import { useCheckActions } from './use-check-actions';
import { useFilters } from './use-filters';
import { useNow } from './use-now';
import { useTableHeight } from './use-table-height';
import './inchecking.css';

type Open = { kind: 'duty' | 'employee'; row: SigninRow } | null;

/** Check-in: the dispatcher's live list of the district's duty sign-ins of today. */
export default function IncheckingPage() {
  const t = useStrings(incheckingStrings);
  const districtId = useCurrentDistrict();
  const allowed = useAccess(incheckingDistrictAccess);
  const now = useNow();
  const dateKey = toDateKey(now);
  const [filters, setFilters] = useFilters();
  const enabled = districtId != null && allowed;
  const query = useQuery({ ...signinsQuery(districtId ?? 0, dateKey), enabled });
  const live = useLiveSignins(enabled ? districtId : null, dateKey, query.data !== undefined);
  const height = useTableHeight();
  const { pending, onCheckIn, onCheckOut } = useCheckActions(districtId, dateKey);
  const [open, setOpen] = useState<Open>(null);
  const onShowDuty = useCallback((row: SigninRow) => setOpen({ kind: 'duty', row }), []);
  const onShowEmployee = useCallback((row: SigninRow) => setOpen({ kind: 'employee', row }), []);
  const actions = useMemo(
    () => ({ onCheckIn, onCheckOut, onShowDuty, onShowEmployee }),
    [onCheckIn, onCheckOut, onShowDuty, onShowEmployee],
  );

  useEffect(() => {
    const main = document.getElementById('main');
    main?.classList.add('inchecking-wide');
    return () => main?.classList.remove('inchecking-wide');
  }, []);

  const all = query.data?.rows;
  const term = searchTerm(filters.search);
  const rows = useMemo(
    () =>
      (all ?? []).filter(
        (row) => inTimeFrame(row, now, filters.frame) && (!term || row.haystack.includes(term)),
      ),
    [all, now, filters.frame, term],
  );

  return (
    <section className="page inchecking-page" aria-labelledby="inchecking-title">
      <div className="inchecking-toolbar">
        <h1 id="inchecking-title">{t.title}</h1>
        <FiltersBar
          search={filters.search}
          frame={filters.frame}
          onSearch={(search) => setFilters({ search })}
          onFrame={(frame) => setFilters({ frame })}
          t={t}
        />
        {all ? (
          <p className="muted inchecking-count" role="status">
            {t.showing(rows.length, all.length)}
          </p>
        ) : null}
        <LiveStatus state={live} t={t} />
      </div>
      {districtId == null ? (
        <p className="state">{t.noDistrict}</p>
      ) : !allowed ? (
        <p className="state state-error">{t.noDistrictAccess}</p>
      ) : (
        <QueryState query={query} errorText={t.loadError}>
          {(list) => (
            <SigninTable
              rows={rows}
              height={height}
              listDateKey={list.dateKey}
              pending={pending}
              actions={actions}
              t={t}
            />
          )}
        </QueryState>
      )}
      {open?.kind === 'duty' ? (
        <DutyDialog row={open.row} onClose={() => setOpen(null)} t={t} />
      ) : open?.kind === 'employee' ? (
        <EmployeeDialog row={open.row} onClose={() => setOpen(null)} t={t} />
      ) : null}
    </section>
  );
}
