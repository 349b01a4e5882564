import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time/stockholm';
import type { Message } from '../api/schemas';
import { firstThreadDay, laterThreadDays, nextThreadDay, threadMessages } from './thread-days';

const at = (day: string, hour: number) => stockholmWallTime(day, hour * 60);

function message(m: Partial<Message> & Pick<Message, 'ID'>): Message {
  return {
    ParentID: 1,
    DistrictID: 4,
    Subject: 'Banarbete',
    Body: '',
    Created: at('2026-03-02', 9),
    ValidFrom: at('2026-03-02', 9),
    ValidTo: at('2026-03-02', 12),
    Number: 1,
    To: [1],
    CustomData: [],
    UserRead: null,
    UserChecked: null,
    ReadReceipt: false,
    HTML: false,
    SystemID: 2,
    TypeID: 1,
    SenderUserID: '',
    ...m,
  };
}

describe('the days whose lists hold a whole thread', () => {
  const today = '2026-03-06';

  it('starts at the day the opened message was created (its validity when it has no date)', () => {
    expect(firstThreadDay(message({ ID: 1 }), today)).toBe('2026-03-02');
    expect(
      firstThreadDay(message({ ID: 1, Created: null, ValidFrom: at('2026-03-03', 1) }), today),
    ).toBe('2026-03-03');
    expect(firstThreadDay(message({ ID: 1, Created: null, ValidFrom: null }), today)).toBeNull();
  });

  it('goes on to the last day the thread is valid, never past today', () => {
    const root = message({ ID: 1, ValidTo: at('2026-03-04', 23) });
    expect(nextThreadDay([root], '2026-03-02', today)).toBe('2026-03-04');
    const longer = message({ ID: 2, ParentID: 1, ValidTo: at('2026-03-20', 8) });
    expect(nextThreadDay([root, longer], '2026-03-04', today)).toBe(today);
  });

  it('is complete when no message is valid or created after the day read', () => {
    const root = message({ ID: 1, ValidTo: at('2026-03-02', 23) });
    expect(nextThreadDay([root], '2026-03-02', today)).toBeNull();
    expect(nextThreadDay([message({ ID: 1, ValidTo: at('2026-03-30', 1) })], today, today)).toBe(
      null,
    );
  });

  it('looks for later updates back from today to the day after the last read, within a limit', () => {
    expect(laterThreadDays('2026-03-03', today, 10)).toEqual([
      '2026-03-06',
      '2026-03-05',
      '2026-03-04',
    ]);
    expect(laterThreadDays('2026-02-20', today, 2)).toEqual(['2026-03-06', '2026-03-05']);
    expect(laterThreadDays('2026-02-28', '2026-03-01', 10)).toEqual(['2026-03-01']);
    expect(laterThreadDays(today, today, 10)).toEqual([]);
    expect(laterThreadDays('2026-03-01', today, 0)).toEqual([]);
  });

  it('keeps the messages of the one thread, oldest first', () => {
    const root = message({ ID: 7 });
    const later = message({ ID: 9, ParentID: 7, Created: at('2026-03-05', 8) });
    const earlier = message({ ID: 12, ParentID: 7, Created: at('2026-03-03', 8) });
    const other = message({ ID: 8 });
    expect(threadMessages([later, other, root, earlier], 7).map((m) => m.ID)).toEqual([7, 12, 9]);
  });
});
