// The Core Web Vitals' 75th percentile per page: a row a page, a cell a vital, each with its
// value, its rating in words (good, needs improvement, poor: Google's thresholds, src/lib/vitals.ts)
// and the rating's colour, and the number of samples.

import { VITAL_NAMES, type VitalName } from '../../../contract/values/analytics-limits';
import type { AnalyticsReport } from '../../api/types';
import { analyticsCopy as copy } from './analyticsCopy';
import { formatVital, ratingOf } from '../../lib/vitals';
import styles from './Analytics.module.css';

type Vital = AnalyticsReport['vitals'][number];

/** Each rating's class (the colours; the word says the same). */
const RATING_CLASS = {
  good: 'good',
  'needs-improvement': 'needsImprovement',
  poor: 'poor',
} as const;

export function VitalsTable({ vitals }: { vitals: readonly Vital[] }) {
  const pages = [...new Set(vitals.map((v) => v.path))];
  const find = (path: string, metric: VitalName) =>
    vitals.find((v) => v.path === path && v.metric === metric);
  return (
    <section aria-labelledby="vitals-title" className={styles.card}>
      <h3 id="vitals-title">{copy.vitals}</h3>
      <p className={styles.hint}>{copy.vitalsIntro}</p>
      {pages.length === 0 ? (
        <p>{copy.noVitals}</p>
      ) : (
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={`${copy.vitals}: table`}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{copy.vitals}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.page}</th>
                {VITAL_NAMES.map((metric) => (
                  <th key={metric} scope="col">
                    <abbr title={copy.metricNames[metric]}>{metric}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pages.map((path) => (
                <tr key={path}>
                  <th scope="row">{path}</th>
                  {VITAL_NAMES.map((metric) => {
                    const vital = find(path, metric);
                    if (!vital || vital.p75 === null) return <td key={metric}>–</td>;
                    const rating = ratingOf(metric, vital.p75);
                    return (
                      <td key={metric}>
                        <span className={styles.vitalValue}>{formatVital(metric, vital.p75)}</span>{' '}
                        <span className={`${styles.rating} ${styles[RATING_CLASS[rating]]}`}>
                          {copy.ratings[rating]}
                        </span>
                        <span className={styles.samples}>{copy.samples(vital.samples)}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
