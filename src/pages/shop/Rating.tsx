import { shopCopy } from '../../content/shop';
import styles from './Rating.module.css';

export interface RatingProps {
  /** 0 to 5. */
  rate: number;
  count: number;
}

/**
 * Five stars filled to the rating (to the nearest half star; the figure beside them is exact),
 * read as one phrase. The fill is a data attribute that the stylesheet maps to a width: a style
 * attribute would be blocked by the Content Security Policy in server-rendered HTML.
 */
export function Rating({ rate, count }: RatingProps) {
  const clamped = Math.min(5, Math.max(0, rate));
  return (
    <p className={styles.rating}>
      <span
        className={styles.stars}
        data-half-stars={Math.round(clamped * 2)}
        role="img"
        aria-label={shopCopy.ratingLabel(clamped.toFixed(1))}
      />
      <span className={styles.figures}>
        {clamped.toFixed(1)} <span className={styles.count}>({shopCopy.reviews(count)})</span>
      </span>
    </p>
  );
}
