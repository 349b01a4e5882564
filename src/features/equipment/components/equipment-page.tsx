import { lazy, Suspense, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { DistrictGate } from '@/components/district-gate';
import { QueryState } from '@/components/query-state';
import { CHECKLIST_PAGE_SIZE } from '@/lib/validation/equipment-check';
import { equipmentAccess } from '../access';
import { checklistQuery } from '../api/get-checklist';
import { equipmentStrings } from '../strings';
import { useChecklistFilter } from './use-checklist-filter';
import { ChecklistFilterBar } from './checklist-filter';
import { ChecklistTable } from './checklist-table';
import { ChecklistPager } from './checklist-pager';
import { dialogCheckId } from '../lib/dialog-param';
import './equipment.css';

const CheckDialog = lazy(() => import('./check-dialog').then((m) => ({ default: m.CheckDialog })));

/** /equipmentRegister/verify: the filter, the list of checks and the edit dialog (spec 2 §2). */
export function EquipmentPage() {
  const t = useStrings(equipmentStrings);
  const state = useChecklistFilter();
  const { filter, page } = state;
  const query = useQuery(checklistQuery(filter, page * CHECKLIST_PAGE_SIZE));
  // The open dialog is in the address (?check=new or ?check=42), so a reload brings it back.
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Not `new` and not a positive integer (e.g. ?check=abc or ?check=-1): no dialog.
  const open = dialogCheckId(params.get('check'));
  // Opening adds a step to the history, so Back closes the dialog; closing goes back that step
  // (replacing it would leave the list twice, and Back once did nothing). A dialog opened from
  // the address (a link, a reload of another tab) has no step of ours: closing replaces it.
  const openedHere = (location.state as { checkDialog?: boolean } | null)?.checkDialog === true;
  // The step back completes a moment later: a second close meanwhile (a double click, Escape
  // just after a save closed it) must not go back a second step, off the page.
  const goingBack = useRef<string | null>(null);
  const setOpen = (check: string | null) => {
    if (check === null && openedHere) {
      if (goingBack.current === location.key) return;
      goingBack.current = location.key;
      void navigate(-1);
      return;
    }
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (check === null) next.delete('check');
        else next.set('check', check);
        return next;
      },
      check === null ? { replace: true } : { state: { checkDialog: true } },
    );
  };

  return (
    <section className="page equipment-page" aria-labelledby="equipment-title">
      <h1 id="equipment-title">{t.title}</h1>
      <ChecklistFilterBar state={state} />
      <div className="toolbar">
        <button type="button" onClick={() => setOpen('new')}>
          {t.list.newCheck}
        </button>
        {query.data && filter.districtIds.length > 0 ? (
          <ChecklistPager
            count={query.data.count}
            page={page}
            onPage={state.setPage}
            busy={query.isPlaceholderData}
          />
        ) : null}
      </div>
      <DistrictGate rule={equipmentAccess.verify} districtIds={filter.districtIds}>
        <QueryState
          query={query}
          isEmpty={(data) => data.count === 0}
          empty={t.list.empty}
          errorText={t.filter.listError}
        >
          {(data) => (
            <ChecklistTable
              checks={data.data}
              stale={query.isPlaceholderData}
              onOpen={(check) => setOpen(String(check.id))}
            />
          )}
        </QueryState>
      </DistrictGate>
      {open !== null ? (
        <Suspense fallback={null}>
          <CheckDialog
            // Another check is another dialog: nothing of the one before carries over.
            key={open}
            checkId={open}
            defaults={{
              districtId: filter.districtIds.length === 1 ? filter.districtIds[0]! : null,
              hostTypeId: filter.hostTypeId,
              hostId: filter.hostId,
            }}
            districts={state.allowed}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
