import { ApiError, InvalidResponseError } from '@/lib/api/api-error';
import type { Exchange } from './capture';
import type { Check } from './check';
import { fieldDiff, kindAt } from './field-diff';

export type Verdict = 'OK' | 'WARN' | 'FAIL' | 'SKIP';
export type Outcome = { value: unknown } | { error: unknown };

/** At most this many field names per kind of difference on a line. */
const NAMES = 12;

const names = (list: readonly string[]) =>
  list.length > NAMES
    ? `${list.slice(0, NAMES).join(', ')} +${list.length - NAMES} more`
    : list.join(', ');

/** Method, host and path of the call as made, with the names of its query but not its values. */
export function callName(check: Check, exchange: Exchange | undefined, base: URL | null): string {
  const note = /\(.*\)$/.exec(check.label)?.[0];
  if (!exchange)
    return `${check.label.replace(/ \(.*\)$/, '')} on ${check.host}${note ? ` ${note}` : ''}`;
  const prefix = base?.pathname.replace(/\/+$/, '') ?? '';
  const path = exchange.url.pathname.startsWith(prefix)
    ? exchange.url.pathname.slice(prefix.length) || '/'
    : exchange.url.pathname;
  const keys = [...new Set(exchange.url.searchParams.keys())];
  const query = keys.length ? `?${keys.join('&')}` : '';
  return `${exchange.method} ${check.host} ${path}${query}${note ? ` ${note}` : ''}`;
}

function summary(check: Check, value: unknown): string {
  if (check.describe) return check.describe(value);
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return value === null || value === undefined ? 'no body' : 'an object';
}

function differences(check: Check, exchange: Exchange | undefined, value: unknown): string[] {
  if (exchange?.body !== 'json' || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return ['no item to compare fields of'];
  const diff = fieldDiff(exchange.json, value, check.derived);
  return [
    diff.missing.length ? `missing: ${names(diff.missing)}` : '',
    diff.extra.length ? `extra: ${names(diff.extra)}` : '',
    diff.type.length ? `other type: ${names(diff.type)}` : '',
  ].filter(Boolean);
}

/** Why the portal cannot read an answer: where its reader stopped, and what it found there. */
function refusal(error: InvalidResponseError, exchange: Exchange | undefined): string {
  if (exchange?.body === 'empty') return `the portal cannot read it: an empty body`;
  if (exchange?.body === 'text') return `the portal cannot read it: not JSON`;
  const path = /\(([^)]*)\)\.?$/.exec(error.message)?.[1] ?? '';
  const found = kindAt(exchange?.json, path);
  return `the portal cannot read it: ${path ? `${path} is ${found}` : `the answer is ${found}`} (${error.message})`;
}

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/** The verdict and the details of one call. */
export function judge(
  check: Check,
  exchange: Exchange | undefined,
  outcome: Outcome,
): { verdict: Verdict; status: string; details: string[] } {
  const status = exchange ? (exchange.status === 0 ? 'no answer' : String(exchange.status)) : '-';
  if ('value' in outcome)
    return {
      verdict: 'OK',
      status,
      details: [summary(check, outcome.value), ...differences(check, exchange, outcome.value)],
    };
  const error = outcome.error;
  const code = error instanceof ApiError ? error.status : (exchange?.status ?? 0);
  const accepted = check.accept?.[code];
  if (accepted) return { verdict: 'OK', status, details: [accepted] };
  let detail: string;
  if (error instanceof InvalidResponseError) detail = refusal(error, exchange);
  else if (error instanceof ApiError)
    detail =
      error.status === 401
        ? `the token was refused (${short(error.message)})`
        : error.status === 403
          ? `no access with this token (${short(error.message)})`
          : short(error.message);
  else
    detail = short(`${(error as Error)?.name ?? 'Error'}: ${(error as Error)?.message ?? error}`);
  const optional = check.optional && !(error instanceof InvalidResponseError);
  return {
    verdict: optional ? 'WARN' : 'FAIL',
    status,
    details: optional ? [detail, `not needed: ${check.optional}`] : [detail],
  };
}

/** One line per call. */
export const line = (verdict: Verdict, name: string, status: string, details: readonly string[]) =>
  `${verdict.padEnd(4)}  ${name}  ${status}${details.length ? `  ${details.join(' · ')}` : ''}`;
