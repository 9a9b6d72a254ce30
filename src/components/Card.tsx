import type { ReactNode } from 'react';
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
}

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
  return (
    <article className={styles.card}>
      {image && (
        <div className={image.variant === 'icon' ? styles.icon : styles.media}>
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={image.priority ? 'eager' : 'lazy'}
            fetchPriority={image.priority ? 'high' : undefined}
            decoding="async"
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
