/** The one query-key factory of the workday views (district in every district-bound key). */
export const workdayKeys = {
  all: ['workday'] as const,
  calendar: (districtId: number, employeeNumber: string, from: string, to: string) =>
    [...workdayKeys.all, 'calendar', { districtId, employeeNumber, from, to }] as const,
  positions: (districtId: number, dateKey: string) =>
    [...workdayKeys.all, 'positions', { districtId, dateKey }] as const,
};
