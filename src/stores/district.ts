import { useMemo } from 'react';
import { create } from 'zustand';
import { chooseDistrict, choosableDistrictIds } from '@/lib/resources/org/allowed-districts';
import { readStored, removeStored, writeStored } from '@/lib/web-storage';
import { useSession, useSessionStore } from './session';

/** This tab's district (each tab may show its own). */
const KEY = 'pp.currentDistrict';
/**
 * The district the user chose last, in any tab: where a new tab starts. A tile opened in a new
 * tab starts with empty session storage (links open with `noopener`), and a dispatcher who had
 * switched to Östergötland would otherwise land in the default district's data.
 */
const lastKey = (userId: string) => `pp.lastDistrict.${userId}`;

interface DistrictState {
  /**
   * The current traffic district; seeded from the session's default district. Null only when the
   * user holds access in none of the portal's districts (the header's picker says so).
   */
  districtId: number | null;
  setDistrict: (districtId: number) => void;
}

const districtOf = (raw: unknown) =>
  Number.isInteger(raw) && (raw as number) > 0 ? (raw as number) : null;

/**
 * This tab's district, else the user's last chosen, else the user's default: the first of them
 * that the token still allows (spec 1 §9 and §6), else the first district the user has access in.
 * What storage remembers is checked when it is read: a district withdrawn since is not used.
 */
function initial(): number | null {
  const session = useSessionStore.getState().session;
  if (!session) return null;
  return chooseDistrict(session.access, [
    readStored('session', KEY, districtOf),
    readStored('local', lastKey(session.userId), districtOf),
    session.defaultDistrictId,
  ]);
}

export const useDistrictStore = create<DistrictState>()((set) => ({
  districtId: initial(),
  setDistrict: (districtId) => {
    writeStored('session', KEY, districtId);
    const userId = useSessionStore.getState().session?.userId;
    if (userId) writeStored('local', lastKey(userId), districtId);
    set({ districtId });
  },
}));

// Another user starts where they last were (or in their default district); signing out forgets
// this tab's choice. A new token of the same user keeps the district unless it withdrew it.
useSessionStore.subscribe((state, previous) => {
  if (state.session === previous.session) return;
  if (state.session?.userId !== previous.session?.userId) removeStored('session', KEY);
  const { districtId } = useDistrictStore.getState();
  const kept =
    state.session !== null &&
    state.session.userId === previous.session?.userId &&
    districtId !== null &&
    chooseDistrict(state.session.access, [districtId]) === districtId;
  if (!kept) useDistrictStore.setState({ districtId: initial() });
});

export const useCurrentDistrict = () => useDistrictStore((state) => state.districtId);

/** The districts the user may make current (spec 1 §9 and §6), in the spec's order. */
export function useChoosableDistricts(): number[] {
  const access = useSession()?.access;
  return useMemo(() => choosableDistrictIds(access ?? []), [access]);
}
