// The Core Web Vitals' 75th percentile, from histograms (docs/product.md §10.19). The daily
// rollup keeps, per page and vital, how many samples fell in each bucket rather than the values:
// a day's histograms add up into any range's (SQLite has no percentile function, and raw values
// are kept 30 days only), in a bounded row whatever the traffic. The p75 reported is the upper
// bound of the bucket holding the 75th percentile sample: at most one bucket's width above the
// exact value, and Google's thresholds (LCP 2.5/4 s, INP 200/500 ms, CLS 0.1/0.25) are bucket
// bounds, so the rating (good, needs improvement, poor) is exact.

import { ANALYTICS, type VitalName } from '../../contract/values/analytics-limits';

/** Upper bounds from `start` to `end` (included) every `step`, rounded to the step's decimals. */
const steps = (start: number, end: number, step: number, decimals = 0): number[] => {
  const bounds: number[] = [];
  for (let i = 0; start + i * step <= end + step / 1000; i += 1)
    bounds.push(Number((start + i * step).toFixed(decimals)));
  return bounds;
};

/** Milliseconds: every 25 ms to 0.5 s, 100 ms to 5 s, 500 ms to 20 s, 5 s to a minute. */
const MS_BOUNDS = [
  0,
  ...steps(25, 500, 25),
  ...steps(600, 5000, 100),
  ...steps(5500, 20_000, 500),
  ...steps(25_000, ANALYTICS.maxMs, 5000),
];
/** Layout-shift scores: every 0.01 to 0.5, 0.05 to 2, 0.5 to 10. */
const CLS_BOUNDS = [
  0,
  ...steps(0.01, 0.5, 0.01, 2),
  ...steps(0.55, 2, 0.05, 2),
  ...steps(2.5, ANALYTICS.maxCls, 0.5, 1),
];

const boundsOf = (metric: VitalName): readonly number[] =>
  metric === 'CLS' ? CLS_BOUNDS : MS_BOUNDS;

/** A histogram: bucket index → samples. */
export type Histogram = Record<number, number>;

/** The bucket of a value: the first whose upper bound is at least the value. */
export function bucketOf(metric: VitalName, value: number): number {
  const bounds = boundsOf(metric);
  let low = 0;
  let high = bounds.length - 1;
  if (value >= (bounds[high] as number)) return high;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((bounds[middle] as number) >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function addTo(into: Histogram, from: Histogram): Histogram {
  for (const [bucket, count] of Object.entries(from))
    into[Number(bucket)] = (into[Number(bucket)] ?? 0) + count;
  return into;
}

export const samplesOf = (histogram: Histogram): number =>
  Object.values(histogram).reduce((sum, count) => sum + count, 0);

/** The 75th percentile (the bucket's upper bound), or null without samples. */
export function p75(metric: VitalName, histogram: Histogram): number | null {
  const total = samplesOf(histogram);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  const buckets = Object.keys(histogram)
    .map(Number)
    .sort((a, b) => a - b);
  for (const bucket of buckets) {
    seen += histogram[bucket] ?? 0;
    if (seen >= rank) return boundsOf(metric)[bucket] ?? null;
  }
  return null;
}
