import type { Host } from '@/lib/config';
import type { Session } from '@/lib/auth/token';

/** What the checks share: the token's claims, the district and day asked about, and what
 * earlier answers gave for the calls that need an id of them. */
export interface Ctx {
  session: Session;
  districtId: number;
  /** Today in Stockholm, yyyy-MM-dd. */
  today: string;
  found: {
    documentId?: number;
    groupId?: number;
    messageId?: number;
    dutyId?: number;
    trip?: string;
    hostTypeId?: number;
    hostId?: number;
    checkId?: number;
    signature?: string;
    placeName?: string;
    samStopId?: number;
    /** A departure of the board (its vehicles are asked for). */
    departure?: { advertised: Date; technicalNumber: string; product: number };
  };
}

/** A reason the call was not made (an id it needs is not there). */
export class Skip {
  constructor(readonly reason: string) {}
}

/** One read of the portal, made the portal's own way (its fetcher, its schema or reader). */
export interface Check<T = unknown> {
  host: Host;
  /** Method and path, shown where the call is not made. */
  label: string;
  run: (ctx: Ctx) => Promise<T> | Skip;
  /** Statuses besides 2xx that are a valid answer, and what they mean. */
  accept?: Readonly<Record<number, string>>;
  /** The portal copes without it (what it does then): a failure only warns. */
  optional?: string;
  /** Fields the reader makes itself (never the server's). */
  derived?: readonly string[];
  /** Takes from the answer what later calls need. */
  keep?: (value: T, ctx: Ctx) => void;
  /** Lines for the operator about this answer (assumptions to confirm). */
  notes?: (value: T, raw: unknown) => string[];
  /** An assumption to confirm that no answer tells: printed whatever the call's outcome. */
  assumption?: string;
  /** What the answer held, when not a list or an object (e.g. "free"). */
  describe?: (value: T) => string;
}

/** A check with its answer's type inferred from `run`. */
export const check = <T>(c: Check<T>): Check => c as Check;

export const first = <T>(list: readonly T[] | undefined): T | undefined => list?.[0];
