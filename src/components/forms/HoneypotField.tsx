import styles from './HoneypotField.module.css';

export interface HoneypotFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A form's honeypot (the contact form's, the quote wizard's): off screen, out of the tab order and
 * hidden from assistive technology, so people never fill it; form-filling bots do, and the server
 * then stores nothing.
 */
export function HoneypotField({ id, name, label, value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
