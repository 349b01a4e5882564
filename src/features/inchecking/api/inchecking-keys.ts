/** Query keys of check-in; the district is part of every district-bound key. */
export const incheckingKeys = {
  all: ['inchecking'] as const,
  signins: (districtId: number, dateKey: string) =>
    [...incheckingKeys.all, 'signins', districtId, dateKey] as const,
  /** Mutation key of check-ins and check-outs (rows read their pending state by it). */
  check: () => [...incheckingKeys.all, 'check'] as const,
};
