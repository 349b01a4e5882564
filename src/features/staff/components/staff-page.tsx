import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DutyDialog } from '@/components/roster/duty-dialog';
import { EmployeeDialog } from '@/components/roster/employee-dialog';
import { TripDialog } from '@/components/roster/trip-dialog';
import { DistrictGate } from '@/components/district-gate';
import { DistrictSelect } from '@/components/district-select';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useStrings } from '@/lib/i18n';
import { NO_PHONES } from '@/lib/resources/roster/roster-schemas';
import { toDateKey } from '@/lib/time/stockholm';
import { useStoredFilter } from '@/lib/use-stored-filter';
import { staffAccess } from '../access';
import { useUserAdmin } from '@/lib/auth/user-admin';
import { dayToShow } from '../lib/staff-days';
import type { StaffRow } from '../lib/staff-rows';
import { staffStrings } from '../strings';
import { DayPicker } from './day-picker';
import { FilteredPositions } from './filtered-positions';
import { PositionsState } from './positions-state';
import type { RowActions } from './staff-row';
import { useStaffPositions } from './use-staff-positions';
import './staff.css';

type Open = { kind: 'duty' | 'employee'; row: StaffRow } | { kind: 'trip'; trip: string } | null;

const parseFlag = (raw: unknown) => (typeof raw === 'boolean' ? raw : null);

/**
 * Staff overview (Bemanning): who works which position of a district on a day, how to reach
 * them, and who is on a train. The day is in the address (`?date=yyyy-MM-dd`), so a reload or a
 * shared link shows the same day.
 */
export function StaffPage() {
  const t = useStrings(staffStrings);
  const userAdmin = useUserAdmin();
  // The district whose list is read: the chosen one, where the user holds ROSTER_READ.
  const { districtId } = useDistrictsWith(staffAccess.district);
  const [params, setParams] = useSearchParams();
  const today = toDateKey();
  const day = dayToShow(params.get('date'), today);
  const onDay = useCallback(
    (next: string) => setParams({ date: next }, { replace: true }),
    [setParams],
  );
  const [absentsChosen, setAbsents] = useStoredFilter('staff.absents', false, parseFlag);
  const absents = userAdmin && absentsChosen;
  const positions = useStaffPositions(districtId, day, absents);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const actions = useMemo<Omit<RowActions, 'onToggle'>>(
    () => ({
      onShowDuty: (row) => setOpen({ kind: 'duty', row }),
      onShowEmployee: (row) => setOpen({ kind: 'employee', row }),
      onShowTrip: (trip) => setOpen({ kind: 'trip', trip }),
    }),
    [],
  );

  const rows = positions.rows;
  const listShown =
    districtId !== null && !positions.cancelled && rows !== undefined && rows.length > 0;
  return (
    <section className="page staff-page" aria-labelledby="staff-title">
      <div className="staff-toolbar">
        <h1 id="staff-title">{t.title}</h1>
        <DayPicker day={day} today={today} onDay={onDay} />
        <DistrictSelect label={t.district} rule={staffAccess.district} className="form-field" />
        {userAdmin ? (
          <label className="staff-absents">
            <input
              type="checkbox"
              checked={absentsChosen}
              onChange={(e) => setAbsents(e.target.checked)}
            />
            {t.showAbsent}
          </label>
        ) : null}
      </div>
      <FilteredPositions
        all={rows}
        contacts={positions.contactsState}
        actions={actions}
        state={
          listShown ? null : (
            <DistrictGate rule={staffAccess.district} noAccess={t.noDistrictAccess}>
              <PositionsState positions={positions} />
            </DistrictGate>
          )
        }
      />
      {open?.kind === 'duty' && open.row.dutyId != null ? (
        <DutyDialog
          dutyId={open.row.dutyId}
          dutyName={open.row.block}
          districtId={districtId ?? undefined}
          onClose={close}
          showTrips
        />
      ) : open?.kind === 'employee' ? (
        <EmployeeDialog
          employee={{
            name: open.row.name,
            employeeNumber: open.row.employeeNumber,
            title: open.row.workTitle,
            email: open.row.email,
            // Home and private numbers are for the user administrators only (README). Phones and
            // e-mail come from the day's duty sign-ins; without them they are left out. Spec 1
            // gives no call the duty site of another employee: not shown.
            phones: userAdmin ? open.row.phones : { ...NO_PHONES, work: open.row.phones.work },
          }}
          onClose={close}
        />
      ) : open?.kind === 'trip' && districtId != null ? (
        <TripDialog districtId={districtId} dateKey={day} trip={open.trip} onClose={close} />
      ) : null}
    </section>
  );
}
