import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { flag, id, numberOr, optionalId, text } from './schemas';
import { serverDate } from '../time/server-date';

const row = z.object({
  id,
  parent: optionalId,
  name: text,
  at: serverDate,
  read: flag,
  sort: numberOr(0),
});

describe('shared response schemas', () => {
  it('accept what servers send, with defaults for what they leave out', () => {
    expect(z.parse(row, { id: '42' })).toEqual({
      id: 42,
      parent: null,
      name: '',
      at: null,
      read: false,
      sort: 0,
    });
  });
  it('read numbers as strings, flags as 0/1, the null date as no date', () => {
    const parsed = z.parse(row, {
      id: 7,
      parent: '3',
      name: 'Malmö',
      at: '9999-12-31T00:00:00',
      read: 1,
      sort: '5',
    });
    expect(parsed).toMatchObject({ parent: 3, name: 'Malmö', at: null, read: true, sort: 5 });
  });
  it('server date-times without zone are Stockholm wall-clock times', () => {
    const parsed = z.parse(row, { id: 1, at: '2026-07-01T12:00:00' });
    expect(parsed.at?.getTime()).toBe(Date.UTC(2026, 6, 1, 10, 0, 0));
  });
  it('refuse what cannot be an id', () => {
    expect(z.safeParse(row, { id: 'abc' }).success).toBe(false);
  });
});
