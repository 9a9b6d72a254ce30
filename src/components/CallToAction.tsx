import { useId } from 'react';
import { ButtonLink } from './Button';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  heading: string;
  text: string;
  label: string;
  to: string;
}

/** A closing band inviting the visitor to the next step. */
export function CallToAction({ heading, text, label, to }: CallToActionProps) {
  const id = useId();
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className="container">
        <div className={styles.box}>
          <div>
            <h2 id={id}>{heading}</h2>
            <p>{text}</p>
          </div>
          <ButtonLink to={to} variant="light">
            {label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
