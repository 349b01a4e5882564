import { describe, expect, it } from 'vitest';
import { runBatch, startProgress, type BatchProgress } from './run-batch';

describe('runBatch', () => {
  it('starts the counters at the total with nothing done (shown before the first send)', () => {
    expect(startProgress(3)).toEqual({ total: 3, done: 0, resolved: 0, rejected: 0 });
  });

  it('sends one after another, counts, and goes on after a rejection', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    const seen: BatchProgress[] = [];
    const result = await runBatch(
      [1, 2, 3],
      async (n) => {
        inFlight++;
        expect(inFlight).toBe(1);
        sent.push(n);
        await Promise.resolve();
        inFlight--;
        if (n === 2) throw new Error('Avvisad');
        return n * 10;
      },
      (progress, _item, outcome) => {
        seen.push(progress);
        if (!outcome.ok) expect(outcome.reason).toBe('Avvisad');
      },
    );
    expect(sent).toEqual([1, 2, 3]);
    expect(seen).toEqual([
      { total: 3, done: 1, resolved: 1, rejected: 0 },
      { total: 3, done: 2, resolved: 1, rejected: 1 },
      { total: 3, done: 3, resolved: 2, rejected: 1 },
    ]);
    expect(result).toEqual({ total: 3, done: 3, resolved: 2, rejected: 1 });
  });
});
