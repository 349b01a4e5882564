/** Query keys of check-in; the district is part of every district-bound key. */
export const incheckingKeys = {
  all: ['inchecking'] as const,
  /** A day's list; `nextDay` when it takes in the next day's first duties (from 20:00). */
  signins: (districtId: number | null, dateKey: string, nextDay = false) =>
    [...incheckingKeys.all, 'signins', districtId, dateKey, nextDay] as const,
  /** Mutation key of check-ins and check-outs (rows read their pending state by it). */
  check: () => [...incheckingKeys.all, 'check'] as const,
};
