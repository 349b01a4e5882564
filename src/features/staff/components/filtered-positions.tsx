import { memo, useDeferredValue, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useStrings } from '@/lib/i18n';
import { sortBy } from '@/lib/sort';
import { filterRows, NO_FILTERS, prepareSearch, sortValue, type StaffRow } from '../lib/staff-rows';
import { staffStrings } from '../strings';
import type { RowActions } from './staff-row';
import { StaffFiltersBar } from './staff-filters';
import { StaffTable } from './staff-table';
import { useStaffView } from './use-staff-view';
import type { ContactsState } from './use-staff-positions';

const NO_ROWS: readonly StaffRow[] = [];

/**
 * The filters, the count and the table they filter. A keystroke re-renders only this part: the
 * field is painted at once, and the table and its count follow in a render of their own
 * (deferred, so that the next keystroke may interrupt it). Which rows are open is held here too,
 * so that opening one re-renders the list alone, not the day picker and the rest of the page.
 */
export const FilteredPositions = memo(function FilteredPositions({
  all,
  contacts,
  actions: pageActions,
  state,
}: {
  all: readonly StaffRow[] | undefined;
  /** Whether the phones the phone filter searches have been read (its hint says). */
  contacts: ContactsState;
  /** What a row's buttons open (dialogs of the page); opening a row's trips is handled here. */
  actions: Omit<RowActions, 'onToggle'>;
  /** Loading, cancelled, error or no data; null when the list can be shown. */
  state: ReactElement | null;
}) {
  const t = useStrings(staffStrings);
  const { filters, changeFilters, sort, setSort } = useStaffView();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const actions = useMemo<RowActions>(
    () => ({
      ...pageActions,
      onToggle: (row) =>
        setExpanded((old) => {
          const next = new Set(old);
          if (!next.delete(row.key)) next.add(row.key);
          return next;
        }),
    }),
    [pageActions],
  );
  // The search texts are worked out while the browser is idle after the list has painted.
  useEffect(() => (all ? prepareSearch(all) : undefined), [all]);
  const shownFilters = useDeferredValue(filters);
  const sorted = useMemo(() => sortBy(all ?? NO_ROWS, sort, sortValue), [all, sort]);
  const rows = useMemo(() => filterRows(sorted, shownFilters), [sorted, shownFilters]);
  const table = useMemo(
    () =>
      rows.length === 0 ? (
        <div className="state state-empty">
          <p>{t.noMatch(sorted.length)}</p>
          <button type="button" onClick={() => changeFilters(NO_FILTERS)}>
            {t.clearFilters}
          </button>
        </div>
      ) : (
        <StaffTable
          rows={rows}
          expanded={expanded}
          sort={sort}
          onSort={setSort}
          actions={actions}
        />
      ),
    [rows, sorted.length, expanded, sort, setSort, changeFilters, actions, t],
  );
  return (
    <>
      <div className="staff-toolbar">
        <StaffFiltersBar filters={filters} onChange={changeFilters} contacts={contacts} />
        {all && all.length > 0 ? (
          <p className="muted staff-count" role="status">
            {t.showing(rows.length, all.length)}
          </p>
        ) : null}
      </div>
      {state ?? table}
    </>
  );
});
