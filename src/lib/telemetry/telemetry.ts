import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-paint';
import type { TelemetryConfig } from '@/lib/config';
import { Batch, type Attrs } from './otlp';
import { apiTemplate, routePattern, selectorOf } from './redact';
import { listen } from './signals';

/**
 * The field measurements (issue 36), loaded after idle: Core Web Vitals, the table screens'
 * "first rows painted" (their `*:rows-painted` marks, from the view's start) and keystroke to
 * the next paint, and errors; sent as OTLP/HTTP JSON with sendBeacon when the page is hidden.
 */
export function run(settings: TelemetryConfig, environment: string, routes: RouteObject[]): void {
  const batch = new Batch();
  const here = () => routePattern(routes, location.hash);
  // Each view: its route pattern and when it began (the page's start for the first).
  const views = [{ t: 0, route: here() }];
  const note = () => {
    const route = here();
    if (route !== views.at(-1)!.route) views.push({ t: performance.now(), route });
  };
  const viewAt = (t: number) => (note(), views.findLast((v) => v.t <= t) ?? views[0]!);
  const nav = (globalThis as { navigation?: EventTarget }).navigation;
  nav?.addEventListener('currententrychange', note);
  addEventListener('popstate', note);

  let version = '0.0.0';
  fetch(`${import.meta.env.BASE_URL}version.json`)
    .then((r) => r.json() as Promise<{ version?: string }>)
    .then((v) => void (version = v.version || version))
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const body = batch.take({
      'service.name': 'personalportalen',
      'service.version': version,
      'deployment.environment': environment,
      'deployment.environment.name': environment,
      'portal.sample_rate': settings.sampleRate,
    });
    if (!body) return;
    const sent = navigator.sendBeacon(
      settings.endpoint,
      new Blob([body], { type: 'application/json' }),
    );
    if (!sent)
      fetch(settings.endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
  };
  const add = (name: string, value: number, t: number, attrs: Attrs = {}) => {
    batch.add(name, value, { 'portal.route': viewAt(t).route, ...attrs });
    // Batched: sent when the page is hidden, when 100 figures wait, or 15 s after the first of
    // them (a page closed before a hide's beacon leaves loses little).
    if (batch.size >= 100) flush();
    else timer ??= setTimeout(flush, 15_000);
  };

  listen((s) =>
    add(
      'portal.errors',
      1,
      performance.now(),
      s.kind === 'api'
        ? {
            'portal.error.kind': 'api',
            'portal.api.host': s.host,
            'url.template': apiTemplate(s.path),
            'http.request.method': s.method,
            'http.response.status_code': s.status,
          }
        : {
            'portal.error.kind': s.kind,
            'error.type': isRouteErrorResponse(s.error)
              ? String(s.error.status)
              : s.error instanceof Error
                ? s.error.name
                : typeof s.error,
          },
    ),
  );

  // Where the interactions began (an INP's element may be gone by the time it is reported).
  const inputs: { t: number; target: string }[] = [];
  const tables = new Map<string, string>();
  const onInput = (e: Event) => {
    inputs.push({ t: e.timeStamp, target: selectorOf(e.target) });
    if (inputs.length > 20) inputs.shift();
    const route = viewAt(e.timeStamp).route;
    const table = tables.get(route);
    if (e.type === 'keydown' && table && e.target instanceof HTMLInputElement)
      afterNextPaint(() =>
        add('portal.table.keystroke_paint', performance.now() - e.timeStamp, e.timeStamp, {
          'portal.table': table,
        }),
      );
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, onInput, { capture: true, passive: true });

  new PerformanceObserver((list) => {
    for (const mark of list.getEntries()) {
      const [table, what] = mark.name.split(':');
      if (what !== 'rows-painted' || !table) continue;
      const view = viewAt(mark.startTime);
      tables.set(view.route, table);
      add('portal.table.rows_painted', mark.startTime - view.t, mark.startTime, {
        'portal.table': table,
      });
    }
  }).observe({ type: 'mark', buffered: true });

  const vital = (m: Metric) => {
    const first = m.entries[0] as (PerformanceEntry & { target?: Node | null }) | undefined;
    const t = first?.startTime ?? 0;
    const attrs: Attrs = { 'portal.rating': m.rating };
    if (m.name === 'INP')
      attrs['portal.inp.target'] =
        inputs.findLast((i) => i.t <= t + 1)?.target || selectorOf(first?.target);
    add(`portal.web_vital.${m.name.toLowerCase()}`, m.value, t, attrs);
  };
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  // After web-vitals' own listeners (capture), which report INP and CLS as the page hides.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
