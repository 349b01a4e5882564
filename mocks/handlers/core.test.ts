import { describe, expect, it } from 'vitest';
import { tokenWith } from '@/test/tokens';
import { callerFor } from '../test/call';
import { getNamespace, configurePersistence, clearNamespaces, type Persistence } from '../db/store';
import type { NamespaceState } from '../db/namespace';
import { employeesTable, districtsTable } from '../seed/org';

const call = callerFor('http://localhost/mock');

describe('token enforcement', () => {
  it('401 without a token, with an expired one and with garbage', async () => {
    expect((await call('/auth/api/district', { who: null })).status).toBe(401);
    const expired = tokenWith({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 10 });
    const r = await call('/auth/api/district', { who: { token: expired } });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ message: 'Token har gått ut' });
    const bad = await call('/auth/api/district', { who: { token: 'abc' } });
    expect(bad.status).toBe(401);
  });

  it('answers with the token', async () => {
    const r = await call('/auth/api/district', { who: 'driver' });
    expect(r.status).toBe(200);
    const districts = (await r.json()) as { id: number; name: string }[];
    expect(districts).toHaveLength(19);
    expect(districts.find((d) => d.id === 4)?.name).toBe('Skåne');
    expect(districts.find((d) => d.id === 5)?.name).toBe('Östergötland');
  });
});

describe('demo data', () => {
  it('is deterministic and Swedish', () => {
    const a = getNamespace('a').get(employeesTable);
    clearNamespaces();
    const b = getNamespace('a').get(employeesTable);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(300);
    expect(a.some((e) => /[åäöÅÄÖ]/.test(e.lastName))).toBe(true);
    expect(a.every((e) => /^46\d{9}$/.test(e.phones.work))).toBe(true);
    expect(new Set(a.map((e) => e.employeeNumber)).size).toBe(a.length);
  });

  it('namespaces are isolated from each other', async () => {
    getNamespace('one').get(districtsTable)[0]!.name = 'Ändrad';
    expect(getNamespace('two').get(districtsTable)[0]!.name).toBe('Stockholm');
    const r = await call('/auth/api/district', { who: 'driver', headers: { 'x-mock-ns': 'one' } });
    expect(((await r.json()) as { name: string }[])[0]!.name).toBe('Ändrad');
  });

  it('the data scale grows the large collections', async () => {
    await call('/__control', {
      method: 'POST',
      who: null,
      headers: { 'x-mock-ns': 'big' },
      body: { scale: 3 },
    });
    expect(getNamespace('big').get(employeesTable).length).toBeGreaterThanOrEqual(900);
  });

  it('changes persist through the configured persistence and survive a restart', async () => {
    const saved = new Map<string, NamespaceState>();
    const memory: Persistence = {
      load: (n) => structuredClone(saved.get(n) ?? null),
      save: (n, s) => saved.set(n, structuredClone(s)),
      remove: (n) => saved.delete(n),
    };
    configurePersistence(memory);
    const ns = getNamespace('default');
    ns.get(districtsTable)[3]!.name = 'Skåne (ändrat)';
    ns.changed();
    await new Promise((r) => setTimeout(r, 250));
    clearNamespaces(); // a restart of the dev server
    expect(getNamespace('default').get(districtsTable)[3]!.name).toBe('Skåne (ändrat)');
    configurePersistence(null);
  });
});

describe('developer controls', () => {
  const control = (body: unknown) =>
    call('/__control', { method: 'POST', who: null, headers: { 'x-mock-ns': 'ctl' }, body });

  it('a failure rate of 1 answers every API call with 503', async () => {
    await control({ failureRate: 1 });
    const r = await call('/auth/api/district', { who: 'driver', headers: { 'x-mock-ns': 'ctl' } });
    expect(r.status).toBe(503);
  });

  it('added latency delays the answer', async () => {
    await control({ latencyMs: 300 });
    const started = Date.now();
    await call('/auth/api/district', { who: 'driver', headers: { 'x-mock-ns': 'ctl' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('reset brings back the demo data', async () => {
    getNamespace('ctl').get(districtsTable)[0]!.name = 'X';
    await control({ reset: true });
    expect(getNamespace('ctl').get(districtsTable)[0]!.name).toBe('Stockholm');
  });

  it('rejects out-of-range values by clamping them', async () => {
    const r = await control({ failureRate: 7, latencyMs: -5 });
    expect(await r.json()).toMatchObject({ failureRate: 1, latencyMs: 0 });
  });
});
