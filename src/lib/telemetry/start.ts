import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@/lib/config';
import { emit, listen } from './signals';

/**
 * Starts the field measurements when config.json names an endpoint and this page load is in the
 * sample (decided once, here): the chunk loads when the page is idle after its load event. Off
 * (no endpoint, or not sampled), nothing is kept and nothing loaded. `routes`: the router's, whose
 * patterns name the views.
 */
export function startTelemetry(
  config: AppConfig,
  routes: RouteObject[],
  random = Math.random,
  load = () => import('./telemetry'),
): void {
  const settings = config.telemetry;
  if (!settings || random() >= settings.sampleRate) return listen();
  const uncaught = (event: Event) =>
    emit({
      kind: 'uncaught',
      error: 'reason' in event ? event.reason : (event as ErrorEvent).error,
    });
  addEventListener('error', uncaught);
  addEventListener('unhandledrejection', uncaught);
  const go = () =>
    void load().then(
      (m) => m.run(settings, config.environment, routes),
      () => listen(),
    );
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(go, { timeout: 5000 })
      : setTimeout(go, 2000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
