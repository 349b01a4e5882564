import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { districtsWithAccess } from '@/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '@/lib/org/allowed-districts';
import { useStoredState } from '@/lib/use-stored-state';
import type { FollowupFilter } from '../api/vls-keys';

export interface FollowupChoice {
  view: 'documents' | 'users';
  dutySiteId: number | null;
  allDistricts: boolean;
}

const INITIAL: FollowupChoice = { view: 'documents', dutySiteId: null, allDistricts: false };

function parse(raw: unknown): FollowupChoice | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  return {
    view: v.view === 'users' ? 'users' : 'documents',
    dutySiteId: Number.isInteger(v.dutySiteId) ? (v.dutySiteId as number) : null,
    allDistricts: v.allDistricts === true,
  };
}

/**
 * The follow-up's filters (kept for the tab, so that a review and back finds them again) and the
 * districts they cover: the current one, or every district where the user holds DOC_FOLLOWUP.
 */
export function useFollowupFilter() {
  const session = useSession();
  const current = useCurrentDistrict();
  const [choice, setChoice] = useStoredState(
    `pp.vls.followup.${session?.userId ?? ''}`,
    INITIAL,
    parse,
  );
  const followupDistricts = districtsWithAccess(
    session?.access ?? [],
    ['DOC_FOLLOWUP'],
    ALLOWED_DISTRICT_IDS,
  );
  const filter: FollowupFilter = {
    districtId: choice.allDistricts ? null : current,
    dutySiteId: choice.dutySiteId,
  };
  const districts = choice.allDistricts ? followupDistricts : current === null ? [] : [current];
  return { choice, setChoice, filter, districts, followupDistricts };
}
