import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '@/lib/web-storage';
import { useSessionStore } from './session';

/** This tab's district (each tab may show its own). */
const KEY = 'pp.currentDistrict';
/**
 * The district the user chose last, in any tab: where a new tab starts. A tile opened in a new
 * tab starts with empty session storage (links open with `noopener`), and a dispatcher who had
 * switched to Östergötland would otherwise land in the default district's data.
 */
const lastKey = (userId: string) => `pp.lastDistrict.${userId}`;

interface DistrictState {
  /** The current traffic district; seeded from the session's default district. */
  districtId: number | null;
  setDistrict: (districtId: number) => void;
}

const districtOf = (raw: unknown) =>
  Number.isInteger(raw) && (raw as number) > 0 ? (raw as number) : null;

/** This tab's district, else the user's last chosen, else the user's default. */
function initial(): number | null {
  const session = useSessionStore.getState().session;
  return (
    readStored('session', KEY, districtOf) ??
    (session ? readStored('local', lastKey(session.userId), districtOf) : null) ??
    session?.defaultDistrictId ??
    null
  );
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
// this tab's choice.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.userId === previous.session?.userId) return;
  removeStored('session', KEY);
  useDistrictStore.setState({ districtId: initial() });
});

export const useCurrentDistrict = () => useDistrictStore((state) => state.districtId);
