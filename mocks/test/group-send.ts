/** A valid msg/message/Group body (spec 2 §7) for mock tests: district 4, group 1, valid an hour. */
export const groupSendBody = (over: Record<string, unknown> = {}) => ({
  systemId: 2,
  parentID: 1,
  subject: `Växelfel Hässleholm ${Math.random()}`,
  body: 'Ett spår avstängt.',
  readReceipt: false,
  html: false,
  customData: [{ key: 'districtId', value: 4 }],
  to: [1],
  validFrom: new Date().toISOString(),
  validTo: new Date(Date.now() + 3_600_000).toISOString(),
  ...over,
});
