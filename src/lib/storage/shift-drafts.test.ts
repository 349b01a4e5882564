import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_KEPT_MS,
  DRAFT_PREFIX,
  SENT_PREFIX,
  dropUserDrafts,
  pruneStaleDrafts,
} from './shift-drafts';

const NOW = Date.UTC(2026, 2, 5, 8);
const put = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

afterEach(() => localStorage.clear());

describe('drafts kept for a shift', () => {
  it('drops drafts and sent marks older than 24 hours, or unstamped; keeps the rest', () => {
    put(`${DRAFT_PREFIX}u1.new?`, { form: {}, savedAt: NOW - DRAFT_KEPT_MS + 60_000 });
    put(`${DRAFT_PREFIX}u1.message:7`, { form: {}, savedAt: NOW - DRAFT_KEPT_MS - 60_000 });
    put(`${DRAFT_PREFIX}u2.to:u9`, { form: {} });
    localStorage.setItem(`${DRAFT_PREFIX}u2.new?x`, '{not json');
    put(`${SENT_PREFIX}u1.new?`, { since: 1, at: NOW - DRAFT_KEPT_MS - 1 });
    put('pp.settings.u1', { theme: 'dark' });
    expect(pruneStaleDrafts(localStorage, NOW)).toBe(4);
    expect(Object.keys(localStorage).sort()).toEqual([`${DRAFT_PREFIX}u1.new?`, 'pp.settings.u1']);
  });

  it('an explicit sign-out drops every draft and sent mark of that user only', () => {
    put(`${DRAFT_PREFIX}u1.new?`, { form: {}, savedAt: NOW });
    put(`${SENT_PREFIX}u1.new?`, { since: 1, at: NOW });
    put(`${DRAFT_PREFIX}u10.new?`, { form: {}, savedAt: NOW });
    dropUserDrafts('u1');
    expect(Object.keys(localStorage)).toEqual([`${DRAFT_PREFIX}u10.new?`]);
  });
});
