import { useCallback, useEffect } from 'react';
import { useCurrentDistrict } from '@/stores/district';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useStoredFilter } from '@/lib/use-stored-filter';
import { vlsAccess } from '../access';
import type { FollowupFilter } from '../api/vls-keys';

export interface FollowupChoice {
  view: 'documents' | 'users';
  dutySiteId: number | null;
  /** The header's district when the duty site was chosen: another one resets the duty site. */
  dutySiteDistrict: number | null;
  allDistricts: boolean;
}

const INITIAL: FollowupChoice = {
  view: 'documents',
  dutySiteId: null,
  dutySiteDistrict: null,
  allDistricts: false,
};

const intOrNull = (v: unknown) => (Number.isInteger(v) ? (v as number) : null);

function parse(raw: unknown): FollowupChoice | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  return {
    view: v.view === 'users' ? 'users' : 'documents',
    dutySiteId: intOrNull(v.dutySiteId),
    dutySiteDistrict: intOrNull(v.dutySiteDistrict),
    allDistricts: v.allDistricts === true,
  };
}

/**
 * The follow-up's filters (kept for the tab, so that a review and back finds them again) and the
 * districts they cover: the current one, or every district where the user holds DOC_FOLLOWUP.
 * The duty site goes with the district it was chosen in: once the header's district changes it
 * is 'Inget valt' again, in the select, in every call and in what is stored.
 */
export function useFollowupFilter() {
  const current = useCurrentDistrict();
  const [stored, setChoice] = useStoredFilter('vls.followup', INITIAL, parse);
  const stale = stored.dutySiteId !== null && stored.dutySiteDistrict !== current;
  const choice: FollowupChoice = stale
    ? { ...stored, dutySiteId: null, dutySiteDistrict: null }
    : stored;
  // Reset for real (in the stored choice too): going back to the first district does not
  // bring the old duty site back.
  useEffect(() => {
    if (stale) setChoice((c) => ({ ...c, dutySiteId: null, dutySiteDistrict: null }));
  }, [stale, setChoice]);
  const chooseDutySite = useCallback(
    (dutySiteId: number | null) =>
      setChoice((c) => ({
        ...c,
        dutySiteId,
        dutySiteDistrict: dutySiteId === null ? null : current,
      })),
    [setChoice, current],
  );
  const followupDistricts = useDistrictsWith(vlsAccess.followup).districts;
  const filter: FollowupFilter = {
    districtId: choice.allDistricts ? null : current,
    dutySiteId: choice.dutySiteId,
  };
  const districts = choice.allDistricts ? followupDistricts : current === null ? [] : [current];
  return { choice, setChoice, chooseDutySite, filter, districts, followupDistricts };
}
