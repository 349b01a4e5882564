import { create } from 'zustand';
import { useSessionStore } from './session';

const KEY = 'pp.currentDistrict';

interface DistrictState {
  /** The current traffic district; seeded from the session's default district. */
  districtId: number | null;
  setDistrict: (districtId: number) => void;
}

function stored(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export const useDistrictStore = create<DistrictState>()((set) => ({
  districtId: stored() ?? useSessionStore.getState().session?.defaultDistrictId ?? null,
  setDistrict: (districtId) => {
    try {
      sessionStorage.setItem(KEY, String(districtId));
    } catch {
      /* storage unavailable: keep it in memory */
    }
    set({ districtId });
  },
}));

// A new user starts in their own default district; signing out forgets the choice.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.userId === previous.session?.userId) return;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
  useDistrictStore.setState({ districtId: state.session?.defaultDistrictId ?? null });
});

export const useCurrentDistrict = () => useDistrictStore((state) => state.districtId);
