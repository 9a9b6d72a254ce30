import type { ReactNode } from 'react';
import { Picture } from './Picture';
import styles from './Card.module.css';

interface CardImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** 'media' spans the top of the card; 'icon' sits small above the title. */
  variant?: 'media' | 'icon';
  /**
   * The page's largest image above the fold (its LCP element): loaded at once and first. Every
   * other card image loads lazily.
   */
  priority?: boolean;
  /**
   * An upload's focal point (fractions 0–1, from the media library): a 'media' image is cropped to
   * the card's 4:3 and keeps it in view. Without one, the image shows whole.
   */
  focalX?: number;
  focalY?: number;
}

/** A 'media' image spans the card: about a third of the page on wide screens, all of it on narrow. */
const CARD_SIZES = '(min-width: 64rem) 400px, (min-width: 40rem) 50vw, 100vw';

export interface CardProps {
  title: string;
  image?: CardImage;
  /** The heading level of the title (3 by default). */
  level?: 2 | 3 | 4;
  children?: ReactNode;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
}

export function Card({ title, image, level = 3, children, action }: CardProps) {
  const Heading = `h${level}` as 'h3';
  const focal =
    image?.variant !== 'icon' && image?.focalX !== undefined && image.focalY !== undefined
      ? { x: image.focalX, y: image.focalY }
      : undefined;
  return (
    <article className={styles.card}>
      {image && (
        <div className={image.variant === 'icon' ? styles.icon : styles.media}>
          <Picture
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={image.variant === 'icon' ? `${image.width}px` : CARD_SIZES}
            priority={image.priority}
            focal={focal}
            className={focal ? styles.cropped : undefined}
          />
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

export interface CardGridProps {
  children: ReactNode;
  /** The narrowest a card may get before the grid drops a column, in rem (default 16). */
  minWidth?: 15 | 16 | 17 | 18 | 22;
  label?: string;
}

/** A responsive grid of cards; pass each card wrapped in an <li>. */
export function CardGrid({ children, minWidth, label }: CardGridProps) {
  return (
    <ul className={styles.grid} data-min={minWidth} aria-label={label}>
      {children}
    </ul>
  );
}
