/** Query keys of check-in; the district is part of every district-bound key. */
export const incheckingKeys = {
  all: ['inchecking'] as const,
  signins: (districtId: number, dateKey: string) =>
    [...incheckingKeys.all, 'signins', districtId, dateKey] as const,
};
