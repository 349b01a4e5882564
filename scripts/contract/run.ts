import { HOSTS, setConfig, type AppConfig, type Host } from '@/lib/config';
import { parseToken } from '@/lib/auth/token';
import { useSessionStore } from '@/stores/session';
import { toDateKey } from '@/lib/time/stockholm';
import { captureFetch } from './capture';
import { Skip, type Check, type Ctx } from './check';
import { documentChecks } from './checks-documents';
import { staffChecks } from './checks-staff';
import { messageChecks } from './checks-messages';
import { equipmentChecks } from './checks-equipment';
import { connectionChecks } from './checks-connections';
import { callName, judge, line, type Outcome, type Verdict } from './report';

/** Every read of the portal, in an order where each call finds the ids it needs. */
export const CHECKS: readonly Check[] = [
  ...documentChecks,
  ...staffChecks,
  ...messageChecks,
  ...equipmentChecks,
  ...connectionChecks,
];

export interface ContractOptions {
  /** The environment's config.json, parsed. */
  config: unknown;
  token: string;
  /** The portal's origin, for hosts given as paths on it. */
  origin?: string;
  /** The district to ask about (default: the token's defaultDistrictId). */
  districtId?: number;
  /** Longest wait for one answer. */
  timeoutMs?: number;
  print: (line: string) => void;
}

const UNCONFIGURED = 'http://unconfigured.invalid';

/** The hosts of config.json as URLs (a path needs the portal's origin); null where not given. */
export function hostsOf(config: unknown, origin?: string): Record<Host, URL | null> {
  const given = (config as { hosts?: Record<string, unknown> } | null)?.hosts ?? {};
  const out = {} as Record<Host, URL | null>;
  for (const host of HOSTS) {
    const value = given[host];
    out[host] = null;
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      out[host] = origin ? new URL(value, origin) : new URL(value);
    } catch {
      /* a path without --origin, or not a URL */
    }
  }
  return out;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms).unref(),
    ),
  ]);

/** Runs every read; returns the exit code (0 all usable, 1 a call failed, 2 cannot start). */
export async function runContract(options: ContractOptions): Promise<number> {
  const { token } = options;
  const print = (text: string) => options.print(token ? text.split(token).join('***') : text);
  const hosts = hostsOf(options.config, options.origin);
  const config = (options.config ?? {}) as Partial<AppConfig>;
  setConfig({
    environment: typeof config.environment === 'string' ? config.environment : '',
    connectionProducts: config.connectionProducts ?? { bus: 86, train: 136 },
    hosts: Object.fromEntries(HOSTS.map((h) => [h, hosts[h]?.href ?? UNCONFIGURED])),
  } as AppConfig);

  const parsed = parseToken(token);
  if (!parsed.ok) {
    print(`ERROR  the portal would not use this token (${parsed.reason}); get a fresh one`);
    return 2;
  }
  useSessionStore.getState().signIn(token);
  const session = parsed.session;
  const districtId = options.districtId ?? session.defaultDistrictId;
  if (districtId === null || districtId === undefined) {
    print('ERROR  the token has no defaultDistrictId: name a district with --district N');
    return 2;
  }
  const ctx: Ctx = { session, districtId, today: toDateKey(), found: {} };
  const has = (claim: string) => (claim ? 'yes' : 'no');
  print(
    `Contract check: district ${districtId}, ${ctx.today} (Stockholm); token claims userId ${has(session.userId)}, employeeNumber ${has(session.employeeNumber)}`,
  );

  const counts: Record<Verdict, number> = { OK: 0, WARN: 0, FAIL: 0, SKIP: 0 };
  const capture = captureFetch();
  try {
    for (const check of CHECKS) {
      // What no answer tells is said whether the call is made, skipped or fails.
      if (check.assumption) print(`NOTE  ${check.assumption}`);
      const base = hosts[check.host];
      if (!base) {
        counts.SKIP += 1;
        print(
          line('SKIP', callName(check, undefined, null), '-', [
            `hosts.${check.host} is not in config.json`,
          ]),
        );
        continue;
      }
      capture.take();
      const started = check.run(ctx);
      if (started instanceof Skip) {
        counts.SKIP += 1;
        print(line('SKIP', callName(check, undefined, base), '-', [started.reason]));
        continue;
      }
      let outcome: Outcome;
      try {
        outcome = { value: await withTimeout(started, options.timeoutMs ?? 30_000) };
      } catch (error) {
        outcome = { error };
      }
      const exchange = capture.take().at(-1);
      const { verdict, status, details } = judge(check, exchange, outcome);
      counts[verdict] += 1;
      print(line(verdict, callName(check, exchange, base), status, details));
      if ('value' in outcome) {
        check.keep?.(outcome.value, ctx);
        for (const note of check.notes?.(outcome.value, exchange?.json) ?? [])
          print(`NOTE  ${note}`);
      }
    }
  } finally {
    capture.restore();
  }
  print(
    `${CHECKS.length} reads: ${counts.OK} OK, ${counts.WARN} warned, ${counts.FAIL} failed, ${counts.SKIP} skipped`,
  );
  return counts.FAIL > 0 ? 1 : 0;
}
