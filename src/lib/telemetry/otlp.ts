/**
 * A batch of field measurements as one OTLP/HTTP JSON ExportMetricsServiceRequest, the body an
 * OpenTelemetry Collector's /v1/metrics takes as it is: a histogram per timing (delta, one data
 * point per route and table) and a monotonic delta sum of errors.
 */
export type Attrs = Record<string, string | number>;

interface Series {
  name: string;
  attrs: Attrs;
  values: number[];
}

/** Bucket bounds: ms with the goals' edges (16, 200, 500, 2500, 4000 ms), CLS as a share. */
const MS = [16, 50, 100, 200, 500, 1000, 2500, 4000, 10000];
const SHARE = [0.01, 0.05, 0.1, 0.25, 0.5, 1];

const kv = (attrs: Attrs) =>
  Object.entries(attrs).map(([key, v]) => ({
    key,
    value:
      typeof v === 'string'
        ? { stringValue: v }
        : Number.isInteger(v)
          ? { intValue: String(v) }
          : { doubleValue: v },
  }));

const nanos = (ms: number) => `${Math.round(ms)}000000`;

export class Batch {
  private series = new Map<string, Series>();
  private start = Date.now();
  size = 0;

  add(name: string, value: number, attrs: Attrs): void {
    const key = name + JSON.stringify(attrs);
    const series = this.series.get(key) ?? { name, attrs, values: [] };
    this.series.set(key, series);
    series.values.push(Math.round(value * 1e4) / 1e4);
    this.size++;
  }

  /** The payload of what was added since the last take (undefined: nothing), and a new batch. */
  take(resource: Attrs): string | undefined {
    if (!this.size) return;
    const times = { startTimeUnixNano: nanos(this.start), timeUnixNano: nanos(Date.now()) };
    const metrics = new Map<string, object[]>();
    for (const { name, attrs, values } of this.series.values()) {
      const points = metrics.get(name) ?? [];
      metrics.set(name, points);
      const common = { attributes: kv(attrs), ...times };
      if (name.endsWith('errors')) {
        points.push({ ...common, asInt: String(values.length) });
        continue;
      }
      const bounds = name.endsWith('cls') ? SHARE : MS;
      points.push({
        ...common,
        count: String(values.length),
        // Rounded: a float sum such as 45.099999999999994 is noise to a collector.
        sum: Math.round(values.reduce((a, b) => a + b, 0) * 1e4) / 1e4,
        min: Math.min(...values),
        max: Math.max(...values),
        explicitBounds: bounds,
        bucketCounts: [...bounds, Infinity].map((bound, i) =>
          String(values.filter((v) => v <= bound && (i === 0 || v > bounds[i - 1]!)).length),
        ),
      });
    }
    this.series.clear();
    this.size = 0;
    this.start = Date.now();
    return JSON.stringify({
      resourceMetrics: [
        {
          resource: { attributes: kv(resource) },
          scopeMetrics: [
            {
              scope: { name: 'personalportalen' },
              metrics: [...metrics].map(([name, dataPoints]) => ({
                name,
                unit: name.endsWith('errors') ? '{error}' : name.endsWith('cls') ? '1' : 'ms',
                ...(name.endsWith('errors')
                  ? { sum: { aggregationTemporality: 1, isMonotonic: true, dataPoints } }
                  : { histogram: { aggregationTemporality: 1, dataPoints } }),
              })),
            },
          ],
        },
      ],
    });
  }
}
