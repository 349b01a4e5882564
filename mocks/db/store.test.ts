import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { districtsTable } from '../seed/org';
import { getNamespace, liveNamespaceCount, MAX_NAMESPACES, NAMESPACE_TEXTS } from './store';

const call = callerFor('http://localhost/mock');

/** A call in namespace `ns` (as Playwright's tests make them: one namespace each). */
const inNamespace = (ns: string, path = '/__control') =>
  call(path, { who: 'driver', headers: { 'x-mock-ns': ns } });

async function firstDistrictName(ns: string): Promise<string> {
  const response = await inNamespace(ns, '/auth/api/district');
  return ((await response.json()) as { name: string }[])[0]!.name;
}

/** New names, as many tests (or a script) would bring them; the first few through HTTP. */
async function flood(prefix: string, count: number) {
  for (let i = 0; i < 5; i++) expect((await inNamespace(`${prefix}-${i}`)).status).toBe(200);
  for (let i = 5; i < count; i++) getNamespace(`${prefix}-${i}`);
}

describe('mock namespaces', () => {
  it('a flood of new names keeps at most the cap in memory, dropping the least recently used', async () => {
    getNamespace('idle').get(districtsTable)[0]!.name = 'Ändrad av en gammal test';
    getNamespace('running').get(districtsTable)[0]!.name = 'Ändrad av en pågående test';
    getNamespace().get(districtsTable)[0]!.name = 'Ändrad i standardvärlden';
    for (let round = 0; round < 3; round++) {
      await flood(`flood${round}`, MAX_NAMESPACES - 10);
      // The running test keeps calling: its world stays.
      expect(await firstDistrictName('running')).toBe('Ändrad av en pågående test');
    }
    expect(liveNamespaceCount()).toBeLessThanOrEqual(MAX_NAMESPACES);
    // The idle one was dropped: it starts anew from the demo data; the default world never goes.
    expect(await firstDistrictName('idle')).toBe('Stockholm');
    expect(getNamespace().get(districtsTable)[0]!.name).toBe('Ändrad i standardvärlden');
  });

  it('a name that is too long or holds other characters is a 400, not the default world', async () => {
    for (const name of ['x'.repeat(81), '../default', 'mitt namn', 'å']) {
      const response = await inNamespace(name, '/auth/api/district');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: NAMESPACE_TEXTS.invalidName });
    }
    expect((await inNamespace('x'.repeat(80))).status).toBe(200);
    expect((await inNamespace('e2e-a1b2c3_d.4-0')).status).toBe(200);
  });
});
