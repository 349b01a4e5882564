import { getNamespace } from '../db/store';
import { stockholmWallTime, toDateKey } from '../../src/lib/time';
import {
  checkIn,
  checkOut,
  clearSignin,
  dutiesOn,
  signinStatus,
} from '../seed/duties';

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
    (d) => !(d.timeStart === 0 && d.timeEnd === 2160),
  );
  if (duties.length === 0) return 0;
  const now = Date.now();
  const near = (minutes: number) =>
    Math.abs(stockholmWallTime(today, minutes).getTime() - now) < 3 * 3_600_000;
  let emitted = 0;
  for (let i = 0; i < count; i++) {
    const open = duties.filter((d) => !signinStatus(db, d).timestampIn);
    const running = duties.filter((d) => {
      const s = signinStatus(db, d);
      return s.timestampIn && !s.timestampOut;
    });
    const preferred = [
      ...open.filter((d) => near(d.timeStart)).map((d) => ['in', d] as const),
      ...running.filter((d) => near(d.timeEnd)).map((d) => ['out', d] as const),
    ];
    const any = [
      ...open.map((d) => ['in', d] as const),
      ...running.map((d) => ['out', d] as const),
    ];
    const pool = preferred.length ? preferred : any;
    const pick = pool[Math.floor(Math.random() * pool.length)];
    if (pick?.[0] === 'in') checkIn(db, pick[1]);
    else if (pick?.[0] === 'out') checkOut(db, pick[1]);
    else clearSignin(db, duties[Math.floor(Math.random() * duties.length)]!);
    emitted += 1;
  }
  return emitted;
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

export function simulationOf(namespace: string): { districtId: number; eventsPerMinute: number } | null {
  const s = simulations.get(namespace);
  return s ? { districtId: s.districtId, eventsPerMinute: s.eventsPerMinute } : null;
}
