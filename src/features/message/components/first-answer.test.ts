import { describe, expect, it } from 'vitest';
import type { UseQueryResult } from '@tanstack/react-query';
import { firstAnswerPending } from './first-answer';

const query = (state: Partial<UseQueryResult<unknown>>) =>
  ({
    isPending: true,
    fetchStatus: 'fetching',
    failureCount: 0,
    errorUpdateCount: 0,
    ...state,
  }) as UseQueryResult<unknown>;

describe('firstAnswerPending', () => {
  it('holds the view while the first answer is on its way', () => {
    expect(firstAnswerPending(query({}))).toBe(true);
  });

  it('lets the view draw once there is data, offline, or after a failed try', () => {
    expect(firstAnswerPending(query({ isPending: false }))).toBe(false);
    expect(firstAnswerPending(query({ fetchStatus: 'paused' }))).toBe(false);
    expect(firstAnswerPending(query({ failureCount: 1 }))).toBe(false);
  });

  it('never holds it again after a failure, though a refetch is pending once more', () => {
    // React Query 5: a new fetch of a query without data is 'pending' with no failures yet.
    expect(firstAnswerPending(query({ errorUpdateCount: 1 }))).toBe(false);
  });
});
