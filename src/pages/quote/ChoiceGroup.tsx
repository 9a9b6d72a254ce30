import { quoteFieldId } from './quoteIds';
import styles from './Quote.module.css';

export interface ChoiceGroupProps {
  field: string;
  legend: string;
  options: { value: string; label: string; hint?: string }[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Short answers side by side (the scope questions). */
  compact?: boolean;
}

/**
 * One question of the wizard: a fieldset of radio buttons, its legend the question. Arrow keys
 * move between the answers; the message, when there is one, is read with each of them.
 */
export function ChoiceGroup({
  field,
  legend,
  options,
  value,
  error,
  onChange,
  compact,
}: ChoiceGroupProps) {
  const errorId = `${quoteFieldId(field)}-error`;
  return (
    <fieldset className={`${styles.choices} ${compact ? styles.compact : ''}`}>
      <legend className={styles.legend}>{legend}</legend>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option, i) => {
          const id = quoteFieldId(field, option.value);
          const hintId = option.hint ? `${id}-hint` : '';
          return (
            <label key={option.value} className={styles.option}>
              <input
                // The first option carries the field's own id: a message's focus lands on it.
                id={i === 0 ? quoteFieldId(field) : id}
                type="radio"
                name={field}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [hintId, error ? errorId : ''].filter(Boolean).join(' ') || undefined
                }
                required
              />
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{option.label}</span>
                {option.hint && (
                  <span id={hintId} className={styles.optionHint}>
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
