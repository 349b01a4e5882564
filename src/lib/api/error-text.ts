/**
 * Swedish sentences for a change that got no answer in time and for a network that failed: never
 * the browser's English. Kept in the start bundle: no chunk can be loaded when the network fails.
 * What a server's failed answer says is ./error-message.ts, loaded on the first one.
 */
/** No answer within the time a change may take: it may or may not have arrived. */
export function timeoutSentence(ms: number): string {
  return `Inget svar från servern inom ${Math.round(ms / 1000)} s. Kontrollera anslutningen och försök igen.`;
}

export const NETWORK_ERROR =
  'Nätverksfel: servern kunde inte nås. Kontrollera anslutningen och försök igen.';
