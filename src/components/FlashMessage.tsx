import type { Ref } from 'react';
import styles from './FlashMessage.module.css';

export interface FlashMessageProps {
  kind: 'error' | 'success';
  text: string;
  /** To move focus to the message (a confirmation far from the button: the apply form's). */
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * Errors are announced at once (role="alert"), successes politely (role="status"). With a `ref`
 * the message can take focus (tabIndex -1), so that a screen reader reads it where it is.
 */
export function FlashMessage({ kind, text, ref }: FlashMessageProps) {
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${styles.flash} ${styles[kind]}`}
      data-kind={kind}
    >
      {text}
    </p>
  );
}
