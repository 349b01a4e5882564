import type { MockNamespace } from '../db/namespace';

/**
 * The mock's answer profiles (issue 33).
 *
 * - `default`: the mock as it always answered, for demos: rich answers with more than the spec
 *   lists (duty ids on roster positions, phones and duty sites, station names, counts, ...).
 * - `spec`: answers as the operator's servers may answer. Reads carry only the fields the spec
 *   lists for the entity (fields.ts, one whitelist per endpoint); a write whose answer shape the
 *   spec does not give answers 2xx in a shape that rotates per call (writes.ts): an empty body,
 *   `true`, the record's bare id, or the full object, and 201 / 204 where a REST server sends
 *   them. Message sends stay 200 (spec 2 §7/§8). Errors (4xx, 5xx, dropped connections) and
 *   answers the spec gives no fields for pass unchanged. Handlers do their work as always; the
 *   profile only reshapes the answer, in one place (`secured`/`open` in mocks/lib/handler.ts
 *   call `shapeAnswer`, shape.ts).
 *
 * Choosing it, per namespace (each Playwright test has its own):
 * - at run time: `POST /mock/__control {"profile": "spec"}` (or `"default"`); `GET /mock/__control`
 *   shows the namespace's profile. A reset keeps the namespace's choice unless the reset body
 *   names another. `{"rotationStart": n}` starts the write rotation at step n (the journeys'
 *   fixture derives it from the test's title, so that different journeys meet different shapes,
 *   the same ones on a retry).
 * - at start: `MOCK_PROFILE=spec` for `npm start`, `npm run mock:server` and the journeys'
 *   preview server (mocks/dev/backend.ts) sets the profile of every namespace that has not chosen
 *   its own; `VITE_MOCK_PROFILE=spec` does the same for the in-browser demo build.
 */
export type MockProfile = 'default' | 'spec';
export const MOCK_PROFILES: readonly MockProfile[] = ['default', 'spec'];

let startProfile: MockProfile = 'default';

export function isMockProfile(value: unknown): value is MockProfile {
  return MOCK_PROFILES.includes(value as MockProfile);
}

/** The profile an environment variable names; unset or empty is `default`, anything else throws. */
export function parseProfile(
  value: string | null | undefined,
  source = 'MOCK_PROFILE',
): MockProfile {
  const text = value?.trim() ?? '';
  if (text === '') return 'default';
  if (isMockProfile(text)) return text;
  throw new Error(`${source} must be one of ${MOCK_PROFILES.join(', ')} (got "${text}")`);
}

/** The profile of every namespace that does not choose its own (MOCK_PROFILE at start). */
export function setDefaultProfile(profile: MockProfile): void {
  startProfile = profile;
}

export function defaultProfile(): MockProfile {
  return startProfile;
}

/** The namespace's profile: its own choice, else the one chosen at start. */
export function profileOf(ns: MockNamespace): MockProfile {
  return ns.controls.profile ?? startProfile;
}
