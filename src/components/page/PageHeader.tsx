import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: its one <h1>, with an optional kicker line and introduction. */
export function PageHeader({ title, eyebrow, intro, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
