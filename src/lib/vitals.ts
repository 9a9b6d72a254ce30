// How a Core Web Vital's 75th percentile rates, by Google's thresholds (web.dev/articles/vitals):
// good up to the first, needs improvement up to the second, poor above it.

import type { VitalName } from '../../contract/values/analytics-limits';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function ratingOf(metric: VitalName, p75: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}

/** A vital's value as people read it: seconds for LCP, FCP, TTFB; milliseconds for INP. */
export const formatVital = (metric: VitalName, value: number): string =>
  metric === 'CLS'
    ? value.toFixed(2)
    : metric === 'INP'
      ? `${Math.round(value)} ms`
      : `${(value / 1000).toFixed(2)} s`;
