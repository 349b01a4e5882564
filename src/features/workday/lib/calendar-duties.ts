import { isNonWorkday } from '@/lib/time/stockholm';

/** What the calendar needs of a duty to place it. */
interface Placed {
  dutyDate: string | null;
  timeStart: number;
  timeEnd: number;
}

export interface DutiesByDay<T extends Placed> {
  /** The duties of each day (yyyy-MM-dd), in the server's order. */
  byDay: ReadonlyMap<string, readonly T[]>;
  /** Duties with the null date (9999-12-31T00:00:00) or none: no day to put them on. */
  undated: readonly T[];
}

/**
 * Puts the calendar's duties on their days. Nothing the server sent is left out: a day may
 * hold more than one duty (a split shift), and a duty without a date is listed apart as
 * undated (shown with the date 'Inget').
 */
export function dutiesByDay<T extends Placed>(duties: readonly T[]): DutiesByDay<T> {
  const byDay = new Map<string, T[]>();
  const undated: T[] = [];
  for (const duty of duties) {
    if (duty.dutyDate === null) {
      undated.push(duty);
      continue;
    }
    const day = byDay.get(duty.dutyDate);
    if (day) day.push(duty);
    else byDay.set(duty.dutyDate, [duty]);
  }
  return { byDay, undated };
}

/**
 * What a day shows: its work duties; when it has none, its day-off entry (null when the
 * roster does not cover the day).
 */
export function dayShows<T extends Placed>(
  duties: readonly T[] | undefined,
): { work: readonly T[]; off: T | null } | null {
  if (!duties?.length) return null;
  const work = duties.filter((d) => !isNonWorkday(d.timeStart, d.timeEnd));
  return { work, off: work.length ? null : duties[0]! };
}
