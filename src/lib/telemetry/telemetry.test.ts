import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { routes } from '@/app/router';
import { run } from './telemetry';
import { emit } from './signals';

// web-vitals needs a browser's performance entries: each callback is handed a metric by hand.
const vitals = vi.hoisted(() => ({ callbacks: [] as ((m: Partial<Metric>) => void)[] }));
vi.mock('web-vitals', () => ({
  onLCP: (cb: never) => vitals.callbacks.push(cb),
  onINP: (cb: never) => vitals.callbacks.push(cb),
  onCLS: (cb: never) => vitals.callbacks.push(cb),
}));

// jsdom has no PerformanceObserver: one that hands over the marks made so far.
class MarkObserver {
  constructor(private readonly cb: (list: { getEntries: () => PerformanceEntry[] }) => void) {}
  observe() {
    this.cb({ getEntries: () => performance.getEntriesByType('mark') });
  }
}

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJl';
const EMPLOYEE = '123456';

describe('the field measurements', () => {
  const beacons: { url: string; blob: Blob }[] = [];
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', MarkObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ version: '1.4.2' }))),
    );
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => beacons.push({ url, blob }) > 0,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('sends route patterns and figures as OTLP JSON on hide, and none of the address', async () => {
    location.hash = `#/message/edit/4711?token=${TOKEN}&employee=${EMPLOYEE}&name=Anna+Svensson`;
    emit({
      kind: 'api',
      host: 'msg',
      path: `/message/4711?user=${EMPLOYEE}`,
      method: 'GET',
      status: 500,
    });
    performance.mark('staff:rows-painted');
    run({ endpoint: 'https://collector.example.se/v1/metrics', sampleRate: 0.5 }, 'test', routes);
    emit({ kind: 'route', error: new TypeError(`Anna Svensson ${EMPLOYEE} ${TOKEN}`) });
    vitals.callbacks[0]!({ name: 'LCP', value: 812, rating: 'good', entries: [] });
    // The version file's answer is read (a task later).
    await new Promise((resolve) => setTimeout(resolve));

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('https://collector.example.se/v1/metrics');
    expect(beacons[0]!.blob.type).toBe('application/json');
    const text = await beacons[0]!.blob.text();
    const body = JSON.parse(text) as { resourceMetrics: unknown[] };
    expect(body.resourceMetrics).toHaveLength(1);
    expect(text).toContain('"stringValue":"/message/edit/:messageId"');
    expect(text).toContain('"stringValue":"/message/:id"');
    expect(text).toContain('"stringValue":"TypeError"');
    expect(text).toContain('"name":"portal.table.rows_painted"');
    expect(text).toContain('"name":"portal.web_vital.lcp"');
    expect(text).toContain('{"key":"service.version","value":{"stringValue":"1.4.2"}}');
    for (const leak of [TOKEN, EMPLOYEE, '4711', 'Anna', 'Svensson', '?', 'token', 'employee'])
      expect(text).not.toContain(leak);
    // Sent once: the next hide has nothing new.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(beacons).toHaveLength(1);
  });
});
