// The buttons of an item of a list in a content document's form (ListField.tsx, BlockListField.tsx):
// Move up, Move down and Remove, each saying which item; a moved item keeps the focus on the
// button that moved it (or on its twin once at an end).

import { Button } from '../../../components/forms/Button';
import { documentCopy } from '../documentCopy';
import styles from '../Content.module.css';

/** After a move, focuses `${prefix}-up` or `-down` as pressed, or its twin when that is disabled. */
function keepFocus(prefix: string, by: -1 | 1) {
  setTimeout(() => {
    const same = document.getElementById(`${prefix}-${by < 0 ? 'up' : 'down'}`);
    const twin = document.getElementById(`${prefix}-${by < 0 ? 'down' : 'up'}`);
    (same instanceof HTMLButtonElement && !same.disabled ? same : twin)?.focus();
  });
}

export function ItemActions({
  prefix,
  after = () => prefix,
  name,
  first,
  last,
  onMove,
  onRemove,
}: {
  /** The buttons' ids start with it. */
  prefix: string;
  /** The item's prefix once moved by `by` (the same, unless its ids follow its place). */
  after?: (by: -1 | 1) => string;
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const move = (by: -1 | 1) => {
    onMove(by);
    keepFocus(after(by), by);
  };
  return (
    <div className={styles.itemActions}>
      <Button
        id={`${prefix}-up`}
        aria-label={`${documentCopy.moveUp}: ${name}`}
        variant="secondary"
        disabled={first}
        onClick={() => move(-1)}
      >
        {documentCopy.moveUp}
      </Button>
      <Button
        id={`${prefix}-down`}
        aria-label={`${documentCopy.moveDown}: ${name}`}
        variant="secondary"
        disabled={last}
        onClick={() => move(1)}
      >
        {documentCopy.moveDown}
      </Button>
      <Button variant="secondary" aria-label={`${documentCopy.remove}: ${name}`} onClick={onRemove}>
        {documentCopy.remove}
      </Button>
    </div>
  );
}
