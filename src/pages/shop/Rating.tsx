import type { CSSProperties } from 'react';
import { groupThousands } from '../../lib/money';
import styles from './Rating.module.css';

export interface RatingProps {
  /** 0 to 5. */
  rate: number;
  count: number;
}

/** Five stars filled to the rating, with the figures beside them; read as one phrase. */
export function Rating({ rate, count }: RatingProps) {
  const clamped = Math.min(5, Math.max(0, rate));
  const fill = { '--rating-fill': `${(clamped / 5) * 100}%` } as CSSProperties;
  const reviews = `${groupThousands(String(Math.round(count)))} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={styles.rating}>
      <span
        className={styles.stars}
        style={fill}
        role="img"
        aria-label={`Rated ${clamped.toFixed(1)} out of 5`}
      />
      <span className={styles.figures}>
        {clamped.toFixed(1)} <span className={styles.count}>({reviews})</span>
      </span>
    </p>
  );
}
