import { describe, expect, it } from 'vitest';
import { configFromEnv, mergeConfig, parseConfig } from '@/lib/config-read';

const env = import.meta.env as unknown as Record<string, string>;
const parse = (override: Record<string, unknown>) =>
  parseConfig(mergeConfig(configFromEnv(env), override));

describe('the telemetry setting', () => {
  it('is off unless config.json names an endpoint; the sample rate defaults to every load', () => {
    expect(parse({}).telemetry).toBeUndefined();
    expect(parse({ telemetry: { endpoint: 'https://otel.example.se/v1/metrics' } })).toMatchObject({
      telemetry: { endpoint: 'https://otel.example.se/v1/metrics', sampleRate: 1 },
    });
  });

  it('takes only an http(s) address and a share from 0 to 1, naming what is wrong', () => {
    expect(() =>
      parse({ telemetry: { endpoint: 'javascript:alert(1)', sampleRate: 1.5 } }),
    ).toThrow(
      /telemetry\.endpoint \(VITE_TELEMETRY_ENDPOINT\): ska vara en http- eller https-adress\ntelemetry\.sampleRate \(VITE_TELEMETRY_SAMPLE_RATE\): ska vara ett tal från 0 till 1/,
    );
    expect(() => parse({ telemetry: { endpoint: '/v1/metrics', sampleRate: '0.5' } })).toThrow(
      /telemetry\.endpoint.*\n.*telemetry\.sampleRate.*ska vara ett tal men är string/,
    );
  });
});
