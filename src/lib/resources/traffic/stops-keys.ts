/** Query keys of the traffic host's stops (read by connections and by traffic messages). */
export const stopsKeys = {
  all: ['stops'] as const,
  /** Every district's active stops (the message form). */
  everyDistrict: () => [...stopsKeys.all, 'every-district'] as const,
  /** One district's active stops (connections). */
  district: (districtId: number | null) => [...stopsKeys.all, { districtId }] as const,
};
