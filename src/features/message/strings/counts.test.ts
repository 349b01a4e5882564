import { describe, expect, it } from 'vitest';
import { loadStrings } from '@/lib/i18n';
import { messageStrings } from './index';

const sv = messageStrings.sv;
const en = await loadStrings(messageStrings, 'en');
const pl = await loadStrings(messageStrings, 'pl');

/** Counts read as a person would say them: one update, two updates (Polish: three forms). */
describe('count texts of the message list', () => {
  it('says one update in the singular and more in the plural (sv, en)', () => {
    expect(sv.showUpdates(1, 'Signalfel')).toBe('Visa 1 uppdatering av Signalfel');
    expect(sv.showUpdates(2, 'Signalfel')).toBe('Visa 2 uppdateringar av Signalfel');
    expect(sv.updateCount(1)).toBe('1 uppdatering');
    expect(sv.updateCount(2)).toBe('2 uppdateringar');
    expect(en.showUpdates(1, 'Signal fault')).toBe('Show 1 update of Signal fault');
    expect(en.showUpdates(2, 'Signal fault')).toBe('Show 2 updates of Signal fault');
    expect(en.smsLeft(1)).toBe('1 character left');
    expect(en.smsLeft(159)).toBe('159 characters left');
  });

  it('uses the Polish forms for 1, 2–4 and 5 or more (12–14 and 21 take the last)', () => {
    const updates = [1, 2, 4, 5, 12, 14, 21, 22, 25, 104].map((n) => pl.updateCount(n));
    expect(updates).toEqual([
      '1 aktualizacja',
      '2 aktualizacje',
      '4 aktualizacje',
      '5 aktualizacji',
      '12 aktualizacji',
      '14 aktualizacji',
      '21 aktualizacji',
      '22 aktualizacje',
      '25 aktualizacji',
      '104 aktualizacje',
    ]);
    expect(pl.showUpdates(1, 'Awaria')).toBe('Pokaż 1 aktualizację: Awaria');
    expect(pl.showUpdates(3, 'Awaria')).toBe('Pokaż 3 aktualizacje: Awaria');
    expect(pl.showUpdates(7, 'Awaria')).toBe('Pokaż 7 aktualizacji: Awaria');
    expect([1, 2, 5].map((n) => pl.threads(n))).toEqual(['1 wątek', '2 wątki', '5 wątków']);
  });
});
