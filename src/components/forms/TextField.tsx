import type { InputHTMLAttributes, Ref } from 'react';
import styles from './TextField.module.css';

/** The element a TextField renders (an <input> or a <textarea>), for a ref to focus it. */
export type TextFieldElement = HTMLInputElement & HTMLTextAreaElement;

export interface TextFieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** A message saying what is wrong; marks the field invalid and is read with it. */
  error?: string | null;
  /** A short help text, read with the field: under the label, or under the control. */
  hint?: string;
  hintPlacement?: 'label' | 'control';
  /** Whether a required field shows its asterisk (the login and sign-up forms show none). */
  markRequired?: boolean;
  /** A <textarea> with this many rows instead of an <input>. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'datetime-local' | 'number';
  min?: number;
  max?: number;
  step?: number | 'any';
  name?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: Ref<TextFieldElement>;
}

/** A labelled text input or text area with an optional hint and inline error message. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  hintPlacement = 'label',
  markRequired = true,
  rows,
  type = 'text',
  inputRef,
  ...rest
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    ref: inputRef,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: onChange
      ? (event: { target: { value: string } }) => onChange(event.target.value)
      : undefined,
    ...rest,
  };
  const hintText = hint && (
    <span id={hintId} className={styles.hint}>
      {hint}
    </span>
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {rest.required && markRequired && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hintPlacement === 'label' && hintText}
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {hintPlacement === 'control' && hintText}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
