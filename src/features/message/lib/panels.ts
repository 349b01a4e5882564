import { CHANNELS, type Channel } from './constants';

/**
 * Which channel panels are open (spec 2 §2): a panel shows by itself when a chosen group has
 * that channel, unless the user opened or closed it (then the user's choice holds).
 */
export function openPanels(
  channels: ReadonlySet<Channel>,
  overrides: Partial<Record<Channel, boolean>>,
): Record<Channel, boolean> {
  return Object.fromEntries(CHANNELS.map((c) => [c, overrides[c] ?? channels.has(c)])) as Record<
    Channel,
    boolean
  >;
}
