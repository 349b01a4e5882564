import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '@/test/tokens';

/** A new tab: fresh stores over what local storage holds (this token, a last chosen district). */
async function newTab(token: string, lastChosen?: number) {
  localStorage.setItem('pp.accessToken', token);
  vi.resetModules();
  const { useSessionStore } = await import('./session');
  const userId = useSessionStore.getState().session!.userId;
  if (lastChosen !== undefined)
    localStorage.setItem(`pp.lastDistrict.${userId}`, JSON.stringify(lastChosen));
  const { useDistrictStore } = await import('./district');
  return { useSessionStore, useDistrictStore };
}

const dispatcherIn = (districts: number[], overrides: Record<string, unknown> = {}) =>
  demoToken('dispatcher', { access: [{ name: 'ROSTER_READ', districts }], ...overrides });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the current district of a new tab', () => {
  it('starts where the user chose last while the token grants it', async () => {
    const { useDistrictStore } = await newTab(dispatcherIn([4, 5]), 5);
    expect(useDistrictStore.getState().districtId).toBe(5);
  });

  it('does not start in a last chosen district the token no longer grants', async () => {
    const { useDistrictStore } = await newTab(dispatcherIn([4, 17]), 5);
    expect(useDistrictStore.getState().districtId).toBe(4);
  });

  it('a default outside the allowed ids gives way to the first allowed one with access', async () => {
    const token = dispatcherIn([9, 17, 5], { defaultDistrictId: 9 });
    const { useDistrictStore } = await newTab(token);
    expect(useDistrictStore.getState().districtId).toBe(5);
  });

  it('a default without access there gives way too', async () => {
    const { useDistrictStore } = await newTab(dispatcherIn([17]));
    expect(useDistrictStore.getState().districtId).toBe(17);
  });

  it('is none when the user has access in none of the allowed districts', async () => {
    const { useDistrictStore } = await newTab(dispatcherIn([7, 9]), 4);
    expect(useDistrictStore.getState().districtId).toBeNull();
  });
});

describe('a new token of the same user', () => {
  it('keeps the district while it still grants it, and leaves it once withdrawn', async () => {
    const { useSessionStore, useDistrictStore } = await newTab(dispatcherIn([4, 5, 17]));
    useDistrictStore.getState().setDistrict(17);
    const later = (s: number) => ({ iat: Math.floor(Date.now() / 1000) + s });
    useSessionStore.getState().signIn(dispatcherIn([4, 17], later(5)));
    expect(useDistrictStore.getState().districtId).toBe(17);
    useSessionStore.getState().signIn(dispatcherIn([4, 5], later(10)));
    expect(useDistrictStore.getState().districtId).toBe(4);
  });
});
