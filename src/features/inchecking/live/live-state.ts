/** The live channel's state as the page shows it (no SignalR here: the hub client loads later). */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';
export interface LiveState {
  status: LiveStatus;
  /** When the connection was lost (reconnecting/offline), else null. */
  since: number | null;
}

export const signinChannel = (districtId: number) => `signin-district-${districtId}`;
