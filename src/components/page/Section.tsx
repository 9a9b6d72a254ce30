import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Tinted background, to separate neighbouring sections. */
  alt?: boolean;
  centered?: boolean;
  /** The heading level of the title (2 by default). */
  level?: 2 | 3;
  children: ReactNode;
  id?: string;
}

/** A page section with its heading, labelled for assistive technology. */
export function Section({
  title,
  eyebrow,
  intro,
  alt,
  centered,
  level = 2,
  children,
  id,
}: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, alt ? styles.alt : '', centered ? styles.centered : ''].join(' ')}
    >
      <div className="container">
        <div className={styles.head}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading id={headingId}>{title}</Heading>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
