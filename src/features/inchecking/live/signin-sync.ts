import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { dutySigninSchema, type DutySignin } from '../api/signin-schema';
import { belongsTo, loadSigninChanges, signinsQuery } from '../api/get-duty-signins';
import { maxUpdateId, mergeRows, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';

const MAX_PENDING = 5_000;
const CATCH_UP_RETRY_MS = 10_000;
const BATCH_MS = 50;

/**
 * Keeps the cached list of the current district and day exact: pushed sign-ins are merged in
 * place; after every (re)join it catches up with `lastUpdateId` from the last answer of the
 * server, so that nothing pushed while the channel was down is missed, and merging by update id
 * shows nothing twice. Events that arrive before the list has loaded wait for it.
 */
export class SigninSync {
  private target: { districtId: number | null; dateKey: string; nextDay: boolean } = {
    districtId: null,
    dateKey: '',
    nextDay: false,
  };
  private pending: SigninRow[] = [];
  private chain: Promise<void> = Promise.resolve();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private batchTimer: ReturnType<typeof setTimeout> | null = null;

  /** `onChanged`: told how many rows a push or a catch-up changed (the page announces it). */
  constructor(
    private readonly queryClient: QueryClient,
    private readonly onChanged: (count: number) => void = () => {},
  ) {}

  /** The list kept exact: a district's day, with the next day's first duties when `nextDay`. */
  setTarget(districtId: number | null, dateKey: string, nextDay = false): void {
    this.target = { districtId, dateKey, nextDay };
  }

  private belongs(signin: DutySignin): boolean {
    const { districtId, dateKey, nextDay } = this.target;
    return districtId != null && belongsTo(signin, districtId, dateKey, nextDay);
  }

  private key() {
    const { districtId, dateKey, nextDay } = this.target;
    return districtId == null ? null : signinsQuery(districtId, dateKey, nextDay);
  }

  applyEvent = (payload: unknown): void => {
    const parsed = z.safeParse(dutySigninSchema, payload);
    const options = this.key();
    if (!parsed.success || !options) return;
    if (!this.belongs(parsed.data)) return;
    if (this.pending.length < MAX_PENDING) this.pending.push(toRow(parsed.data));
    // Events come in bursts: apply them together, at most every BATCH_MS.
    this.batchTimer ??= setTimeout(() => {
      this.batchTimer = null;
      this.flush();
    }, BATCH_MS);
  };

  /** Applies waiting events (pushed meanwhile, or while the list was loading). */
  flush(): void {
    const options = this.key();
    if (!options || this.pending.length === 0) return;
    if (!this.queryClient.getQueryData(options.queryKey)) return;
    const rows = this.pending.splice(0).filter((r) => this.belongs(r));
    this.queryClient.setQueryData<SigninList>(
      options.queryKey,
      (old) => old && mergeRows(old, rows),
    );
    if (rows.length > 0) this.onChanged(rows.length);
  }

  catchUp = (): Promise<void> => {
    this.chain = this.chain.then(() => this.runCatchUp());
    return this.chain;
  };

  private async runCatchUp(): Promise<void> {
    const options = this.key();
    if (!options) return;
    const { districtId, dateKey, nextDay } = this.target;
    try {
      const list = await this.queryClient.ensureQueryData(options);
      const changes = await loadSigninChanges(districtId!, dateKey, list.syncedCursor, nextDay);
      this.queryClient.setQueryData<SigninList>(
        options.queryKey,
        (old) => old && mergeRows(old, changes, maxUpdateId(changes, old.syncedCursor)),
      );
      if (changes.length > 0) this.onChanged(changes.length);
      this.flush();
    } catch {
      if (this.disposed) return;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => void this.catchUp(), CATCH_UP_RETRY_MS);
    }
  }

  activate(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.batchTimer) clearTimeout(this.batchTimer);
    this.batchTimer = null;
    this.pending = [];
  }
}
