import styles from './Staff.module.css';

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A list's filter ("Show: Unread"), in a page's toolbar. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <label className={`${styles.selectField} ${styles.fit}`}>
      {label}
      <select
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
