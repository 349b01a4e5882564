// @vitest-environment node
import '../../mocks/test/node-storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureFetch, WriteRefused } from './capture';
import { fieldDiff, kindAt } from './field-diff';

describe('fieldDiff: an answer beside what the portal read of it', () => {
  it('names fields read but not sent, sent but not read, and sent as another kind', () => {
    const raw = [{ ID: '7', Name: 'A', Color: 'red', employee: { name: 'B' } }];
    const read = [{ ID: 7, Name: 'A', Mail: '', employee: { name: 'B', phones: { work: '' } } }];
    expect(fieldDiff(raw, read)).toEqual({
      missing: ['Mail', 'employee.phones'],
      extra: ['Color'],
      type: ['ID (string, read as number)'],
    });
  });

  it('calls a field of a list missing only where no item has it; nested lists by their items', () => {
    const raw = [
      { a: 1, tripsInfo: [{ trip: '1053', extra: 1 }] },
      { a: 2, b: 'x', tripsInfo: [] },
    ];
    const read = [
      { a: 1, b: '', tripsInfo: [{ trip: '1053', timeStart: 0 }] },
      { a: 2, b: 'x', tripsInfo: [] },
    ];
    expect(fieldDiff(raw, read)).toEqual({
      missing: ['tripsInfo[].timeStart'],
      extra: ['tripsInfo[].extra'],
      type: [],
    });
  });

  it('never calls a field the reader derives missing; a date read from text is the same kind', () => {
    const raw = [{ ID: 1, Created: '2026-11-27T10:00:00' }];
    const read = [{ ID: 1, Created: new Date(), operational: false }];
    expect(fieldDiff(raw, read, ['operational'])).toEqual({ missing: [], extra: [], type: [] });
  });

  it('tells what a refused answer holds where the reader stopped', () => {
    const raw = [{ tripsInfo: '1053' }];
    expect(kindAt(raw, '0.tripsInfo')).toBe('string');
    expect(kindAt({ districts: [] }, '')).toBe('an object');
    expect(kindAt(raw, '0.employee')).toBe('missing');
  });
});

describe('captureFetch: reads only', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('refuses a write before anything is sent, and keeps the raw JSON of a read', async () => {
    const real = vi.fn(async () => Response.json([{ id: 1 }]));
    vi.stubGlobal('fetch', real);
    const capture = captureFetch();
    restore = capture.restore;
    await expect(fetch('http://x.invalid/a', { method: 'POST' })).rejects.toBeInstanceOf(
      WriteRefused,
    );
    expect(real).not.toHaveBeenCalled();
    await fetch('http://x.invalid/b?q=1');
    const [write, read] = capture.take();
    expect(write).toMatchObject({ method: 'POST', status: 0 });
    expect(read).toMatchObject({ method: 'GET', status: 200, body: 'json', json: [{ id: 1 }] });
  });
});
