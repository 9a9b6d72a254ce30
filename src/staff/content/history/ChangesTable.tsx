// Two versions of a document side by side, field by field: the versions panel's comparison
// (VersionsPanel.tsx) and a conflict's (ConflictPanel.tsx). Each gives its rows (a <tr> per
// changed field, headed by the field's name) and what follows the table.

import type { ReactNode } from 'react';
import { documentCopy } from '../documentCopy';
import history from './History.module.css';

export function ChangesTable({
  id,
  title,
  columns,
  empty,
  children,
  after,
}: {
  id: string;
  title: string;
  /** The headings of the two versions' columns. */
  columns: [string, string];
  /** No field differs: a sentence says so instead of the table. */
  empty: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={history.diff}>
      <h3 id={id}>{title}</h3>
      {empty ? (
        <p>{documentCopy.noChanges}</p>
      ) : (
        <table className={history.diffTable}>
          <thead>
            <tr>
              <th scope="col">{documentCopy.field}</th>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
      {after}
    </section>
  );
}
