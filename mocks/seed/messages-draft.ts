import type { CustomDataEntry, MockMessage } from './messages';

/** A seeded message before ids and numbers are given out in order of creation (`at`). */
export interface Draft extends Omit<MockMessage, 'ID' | 'ParentID' | 'Number' | 'Created'> {
  at: number;
  root: Draft | null;
}

export const MINUTE = 60_000;

export function customData(entries: Record<string, unknown>): CustomDataEntry[] {
  return Object.entries(entries)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([Key, Value]) => ({ Key, Value }));
}
