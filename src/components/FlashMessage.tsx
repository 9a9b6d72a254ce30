import styles from './FlashMessage.module.css';

export interface FlashMessageProps {
  kind: 'error' | 'success';
  text: string;
}

/** Errors are announced at once (role="alert"), successes politely (role="status"). */
export function FlashMessage({ kind, text }: FlashMessageProps) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${styles.flash} ${styles[kind]}`}
      data-kind={kind}
    >
      {text}
    </p>
  );
}
