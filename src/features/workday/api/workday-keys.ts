/** The one query-key factory of the workday views (district in every district-bound key). */
export const workdayKeys = {
  all: ['workday'] as const,
  calendar: (districtId: number | null, employeeNumber: string, from: string, to: string) =>
    [...workdayKeys.all, 'calendar', { districtId, employeeNumber, from, to }] as const,
  /** The rows of a list day, with the next day's (`nextDay`) or else the day before's night. */
  positions: (districtId: number | null, dateKey: string, nextDay: boolean) =>
    [...workdayKeys.all, 'positions', { districtId, dateKey, nextDay }] as const,
};
