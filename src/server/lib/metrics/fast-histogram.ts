import type { Registry } from 'prom-client';

/**
 * A Prometheus histogram whose observation is a few array writes: no label object, no hashing,
 * no string, no allocation. Each label combination is a `Series` made once and kept by the
 * caller; the text is built only when /metrics is read (the registry calls `get()`). prom-client's
 * own Histogram hashes its labels on every observe, which is what the per-statement and
 * per-request figures paid for.
 */
export class Series {
  /** Observations per bucket (not cumulative); the last slot is above the largest bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    private readonly bounds: readonly number[],
    readonly labels: Readonly<Record<string, string>>,
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    this.counts[i]!++;
    this.sum += value;
    this.count++;
  }
}

interface MetricValue {
  value: number;
  labels: Record<string, string | number>;
  metricName: string;
}

export class FastHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** A series for one label combination; keep it and observe on it. */
  series(labels: Record<string, string> = {}): Series {
    const made = new Series(this.bounds, labels);
    this.all.push(made);
    return made;
  }

  /** What the registry formats, in prom-client's shape (buckets cumulative, then +Inf, sum, count). */
  get() {
    const values: MetricValue[] = [];
    for (const s of this.all) {
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.counts[i]!;
        values.push({ value: acc, labels: { le, ...s.labels }, metricName: `${this.name}_bucket` });
      });
      values.push({ value: s.count, labels: { le: '+Inf', ...s.labels }, metricName: `${this.name}_bucket` });
      values.push({ value: s.sum, labels: { ...s.labels }, metricName: `${this.name}_sum` });
      values.push({ value: s.count, labels: { ...s.labels }, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const s of this.all) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
}
