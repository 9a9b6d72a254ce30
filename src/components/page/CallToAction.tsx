import { useId } from 'react';
import { ButtonLink } from '../forms/Button';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  /** Heading, text and the button's label and target, from a page's content. */
  cta: {
    readonly heading: string;
    readonly text: string;
    readonly action: { readonly label: string; readonly path: string; readonly context?: string };
  };
}

/** A closing band inviting the visitor to the next step. */
export function CallToAction({ cta }: CallToActionProps) {
  const id = useId();
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className="container">
        <div className={styles.box}>
          <div>
            <h2 id={id}>{cta.heading}</h2>
            <p>{cta.text}</p>
          </div>
          <ButtonLink
            to={cta.action.path}
            variant="light"
            context={cta.action.context || undefined}
          >
            {cta.action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
