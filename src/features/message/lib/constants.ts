/** Business constants of traffic messages (spec 2 §4, §9). */

/** Default validity of a message: 3 hours. */
export const DEFAULT_VALIDITY_MS = 3 * 60 * 60 * 1000;
/** ParentID of a root message; an update within a thread carries the root's ID. */
export const ROOT_PARENT_ID = 1;
/** systemId of traffic messages to groups. */
export const GROUP_SYSTEM_ID = 2;
/** Longest SMS text. */
export const SMS_MAX_LENGTH = 159;
/** First day the list can show. */
export const LIST_MIN_DAY = '2017-02-01';

/** Channels of a recipient group: 1 e-mail, 2 app, 3 SMS. */
export const CHANNEL = { email: 1, app: 2, sms: 3 } as const;
export type Channel = keyof typeof CHANNEL;
export const CHANNELS: readonly Channel[] = ['sms', 'email', 'app'];
export const channelOf = (id: number): Channel | null =>
  id === 1 ? 'email' : id === 2 ? 'app' : id === 3 ? 'sms' : null;
