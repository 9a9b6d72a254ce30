import type { CSSProperties } from 'react';
import { shopCopy } from '../../content/shop';
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
  return (
    <p className={styles.rating}>
      <span
        className={styles.stars}
        style={fill}
        role="img"
        aria-label={shopCopy.ratingLabel(clamped.toFixed(1))}
      />
      <span className={styles.figures}>
        {clamped.toFixed(1)} <span className={styles.count}>({shopCopy.reviews(count)})</span>
      </span>
    </p>
  );
}
