// The Analytics page's charts: hand-drawn SVG (no chart library), each an image with a title and
// a description (role="img"), always beside a table of the same numbers, which is what a screen
// reader or a careful reader reads. The bars only show sizes.

import type { ReactNode } from 'react';
import styles from './Analytics.module.css';

interface ChartFrame {
  id: string;
  title: string;
  description: string;
  /** The table beside the chart. */
  table: ReactNode;
}

function Figure({
  id,
  title,
  description,
  table,
  viewBox,
  children,
}: ChartFrame & { viewBox: string; children: ReactNode }) {
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.figureTitle}>
        {title}
      </figcaption>
      <div className={styles.figureBody}>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className={styles.chart}
          viewBox={viewBox}
          preserveAspectRatio="none"
          focusable="false"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {children}
        </svg>
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={`${title}: table`}
          tabIndex={0}
        >
          {table}
        </div>
      </div>
    </figure>
  );
}

/** Two bars a day: page views, and visitors in front of them. */
export function DayChart(
  props: ChartFrame & { days: readonly { day: string; views: number; visitors: number }[] },
) {
  const most = Math.max(1, ...props.days.map((d) => d.views));
  const width = props.days.length * 10;
  return (
    <Figure {...props} viewBox={`0 0 ${width} 100`}>
      {props.days.map((d, i) => (
        <g key={d.day}>
          <rect
            className={styles.barViews}
            x={i * 10 + 1}
            y={100 - (d.views / most) * 100}
            width={8}
            height={(d.views / most) * 100}
          />
          <rect
            className={styles.barVisitors}
            x={i * 10 + 3}
            y={100 - (d.visitors / most) * 100}
            width={4}
            height={(d.visitors / most) * 100}
          />
        </g>
      ))}
    </Figure>
  );
}

/** One horizontal bar an item, in the table's order. */
export function BarList(props: ChartFrame & { values: readonly number[] }) {
  const most = Math.max(1, ...props.values);
  const height = Math.max(1, props.values.length) * 10;
  return (
    <Figure {...props} viewBox={`0 0 100 ${height}`}>
      {props.values.map((value, i) => (
        <rect
          key={i}
          className={styles.barViews}
          x={0}
          y={i * 10 + 1.5}
          width={(value / most) * 100}
          height={7}
        />
      ))}
    </Figure>
  );
}
