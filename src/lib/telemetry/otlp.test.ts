import { describe, expect, it } from 'vitest';
import { Batch } from './otlp';

interface Point {
  attributes: { key: string; value: Record<string, unknown> }[];
  count?: string;
  sum?: number;
  asInt?: string;
  bucketCounts?: string[];
  explicitBounds?: number[];
  startTimeUnixNano: string;
  timeUnixNano: string;
}
interface Payload {
  resourceMetrics: {
    resource: { attributes: { key: string; value: Record<string, unknown> }[] };
    scopeMetrics: {
      metrics: {
        name: string;
        unit: string;
        histogram?: { aggregationTemporality: number; dataPoints: Point[] };
        sum?: { aggregationTemporality: number; isMonotonic: boolean; dataPoints: Point[] };
      }[];
    }[];
  }[];
}

describe('a batch as OTLP/HTTP JSON', () => {
  it('rounds a sum of fractional timings instead of sending float noise', () => {
    const batch = new Batch();
    batch.add('portal.table.keystroke_paint', 22.4, { 'portal.route': '/staffoverview' });
    batch.add('portal.table.keystroke_paint', 22.7, { 'portal.route': '/staffoverview' });
    const body = batch.take({ 'service.name': 'personalportalen' })!;
    expect(body).not.toContain('45.09999');
    const [point] = (JSON.parse(body) as Payload).resourceMetrics[0]!.scopeMetrics[0]!.metrics[0]!
      .histogram!.dataPoints;
    expect(point!.sum).toBe(45.1);
  });

  it('sends timings as delta histograms per route and errors as a delta sum', () => {
    const batch = new Batch();
    batch.add('portal.table.rows_painted', 120, { 'portal.route': '/staffoverview' });
    batch.add('portal.table.rows_painted', 480, { 'portal.route': '/staffoverview' });
    batch.add('portal.web_vital.cls', 0.02, { 'portal.route': '/' });
    batch.add('portal.errors', 1, { 'http.response.status_code': 500 });
    batch.add('portal.errors', 1, { 'http.response.status_code': 500 });
    const body = JSON.parse(batch.take({ 'service.name': 'personalportalen', rate: 0.5 })!);
    const [resource] = (body as Payload).resourceMetrics;
    expect(resource!.resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'personalportalen' } },
      { key: 'rate', value: { doubleValue: 0.5 } },
    ]);
    const metrics = resource!.scopeMetrics[0]!.metrics;
    const rows = metrics.find((m) => m.name === 'portal.table.rows_painted')!;
    expect(rows.unit).toBe('ms');
    expect(rows.histogram!.aggregationTemporality).toBe(1);
    const [point] = rows.histogram!.dataPoints;
    expect(point).toMatchObject({ count: '2', sum: 600, min: 120, max: 480 });
    // One count per bucket (and one past the last bound), upper bounds inclusive.
    expect(point!.bucketCounts).toHaveLength(point!.explicitBounds!.length + 1);
    expect(point!.bucketCounts!.reduce((a, b) => a + Number(b), 0)).toBe(2);
    expect(point!.bucketCounts![point!.explicitBounds!.indexOf(200)]).toBe('1');
    expect(point!.bucketCounts![point!.explicitBounds!.indexOf(500)]).toBe('1');
    expect(point!.timeUnixNano).toMatch(/^\d{19}$/);
    expect(metrics.find((m) => m.name === 'portal.web_vital.cls')!.unit).toBe('1');
    const errors = metrics.find((m) => m.name === 'portal.errors')!;
    expect(errors.sum).toMatchObject({ aggregationTemporality: 1, isMonotonic: true });
    expect(errors.sum!.dataPoints).toHaveLength(1);
    expect(errors.sum!.dataPoints[0]).toMatchObject({
      asInt: '2',
      attributes: [{ key: 'http.response.status_code', value: { intValue: '500' } }],
    });
  });

  it('sends nothing twice and nothing when empty', () => {
    const batch = new Batch();
    expect(batch.take({})).toBeUndefined();
    batch.add('portal.errors', 1, {});
    expect(batch.take({})).toBeDefined();
    expect(batch.take({})).toBeUndefined();
  });
});
