// A plain table of the Analytics page: a caption, column headings, the first cell of each row its
// heading. Numbers are right-aligned.

import styles from './Analytics.module.css';

export function Table({
  caption,
  columns,
  rows,
  hideCaption = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /** The caption repeats a heading that is already shown: kept for screen readers only. */
  hideCaption?: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], i) => (
          <tr key={i}>
            <th scope="row">{first}</th>
            {rest.map((cell, j) => (
              <td key={j} className={typeof cell === 'number' ? styles.number : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
