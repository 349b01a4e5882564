import { getNamespace } from '../db/store';
import { toDateKey, wallTimeMs, isNonWorkday } from '../../src/lib/time/stockholm';
import { dutiesOn, type MockDuty } from '../seed/duties';
import { checkIn, checkOut, clearSignin, signinStatus } from '../rules/signin';

/**
 * Other dispatchers' activity: check-ins and check-outs in a district, as if made elsewhere,
 * stored and pushed like any other change. Duties near the current time are preferred; when
 * a day has no transition left, a checked-out duty's sign-in is cleared (a correction), so a
 * long simulated shift keeps producing events.
 */
export function emitActivity(namespace: string, districtId: number, count = 1): number {
  const db = getNamespace(namespace);
  const today = toDateKey();
  const duties = dutiesOn(db, districtId, today).filter(
    (d) => !isNonWorkday(d.timeStart, d.timeEnd),
  );
  if (duties.length === 0) return 0;
  const now = Date.now();
  const near = (minutes: number) => Math.abs(wallTimeMs(today, minutes) - now) < 3 * 3_600_000;
  const transition = (d: MockDuty, nearOnly: boolean): 'in' | 'out' | null => {
    const s = signinStatus(db, d);
    if (!s.timestampIn) return !nearOnly || near(d.timeStart) ? 'in' : null;
    if (!s.timestampOut) return !nearOnly || near(d.timeEnd) ? 'out' : null;
    return null;
  };
  const random = () => duties[Math.floor(Math.random() * duties.length)]!;
  for (let i = 0; i < count; i++) {
    let pick: [MockDuty, 'in' | 'out'] | null = null;
    // A few random tries near now first, then anything left, then a correction.
    for (let tries = 0; tries < 40 && !pick; tries++) {
      const d = random();
      const t = transition(d, true);
      if (t) pick = [d, t];
    }
    if (!pick) {
      const start = Math.floor(Math.random() * duties.length);
      for (let k = 0; k < duties.length && !pick; k++) {
        const d = duties[(start + k) % duties.length]!;
        const t = transition(d, false);
        if (t) pick = [d, t];
      }
    }
    if (pick?.[1] === 'in') checkIn(db, pick[0]);
    else if (pick?.[1] === 'out') checkOut(db, pick[0]);
    else clearSignin(db, random());
  }
  return count;
}

interface Simulation {
  districtId: number;
  eventsPerMinute: number;
  timer: ReturnType<typeof setInterval>;
}

const simulations = new Map<string, Simulation>();

/** Starts (or with a rate of 0 stops) the namespace's simulated activity. */
export function simulate(namespace: string, districtId: number, eventsPerMinute: number): void {
  stopSimulation(namespace);
  if (eventsPerMinute <= 0) return;
  const every = Math.max(50, Math.round(60_000 / eventsPerMinute));
  const timer = setInterval(() => emitActivity(namespace, districtId, 1), every);
  (timer as { unref?: () => void }).unref?.();
  simulations.set(namespace, { districtId, eventsPerMinute, timer });
}

export function stopSimulation(namespace: string): void {
  const running = simulations.get(namespace);
  if (running) clearInterval(running.timer);
  simulations.delete(namespace);
}

export function simulationOf(
  namespace: string,
): { districtId: number; eventsPerMinute: number } | null {
  const s = simulations.get(namespace);
  return s ? { districtId: s.districtId, eventsPerMinute: s.eventsPerMinute } : null;
}
