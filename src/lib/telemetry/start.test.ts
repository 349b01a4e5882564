import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { startTelemetry } from './start';

const config = (telemetry?: AppConfig['telemetry']) =>
  ({ environment: 'test', telemetry }) as AppConfig;

describe('starting the field measurements', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing without an endpoint', () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    startTelemetry(config(), [], () => 0, load);
    expect(idle).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('decides by the sample rate once, and loads the chunk only when the page is idle', () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const settings = { endpoint: 'https://collector.example.se/v1/metrics', sampleRate: 0.25 };
    startTelemetry(config(settings), [], () => 0.25, load);
    expect(idle).not.toHaveBeenCalled();
    startTelemetry(config(settings), [], () => 0.2499, load);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    idle.mock.calls[0]![0]();
    expect(load).toHaveBeenCalledTimes(1);
    startTelemetry(config({ ...settings, sampleRate: 0 }), [], () => 0, load);
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
