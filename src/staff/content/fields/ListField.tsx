// A list in a content document's form: each item in a fieldset named after it (its itemTitle
// field, else its number), with Move up, Move down and Remove buttons that say which item; Add at
// the end (ItemActions.tsx). An item's anchor is made
// from its name and kept under "Advanced".

import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { documentCopy } from '../documentCopy';
import { itemLabel } from '../history/documentDiff';
import { type FieldSchema, type Path, emptyOf, kindOf, labelOf, pathKey } from '../documentSchema';
import { documentActions } from '../documentSlice';
import { type ContainerProps, idOf } from './fieldProps';
import { ItemActions } from './ItemActions';
import styles from '../Content.module.css';

/**
 * A group item's fields; its anchor (the part of the page's address naming it) is made from the
 * item's name as that is typed, and shown under "Advanced" (open when it holds a problem).
 */
function ItemFields({
  list,
  path,
  record,
  problems,
  Field,
}: {
  list: FieldSchema;
  path: Path;
  record: Record<string, unknown>;
  problems: Record<string, string>;
  Field: ContainerProps['Field'];
}) {
  const fields = Object.entries(list.items?.properties ?? {});
  const isAnchor = (field: FieldSchema) => kindOf(field) === 'anchor';
  const anchor = fields.find(([, field]) => isAnchor(field))?.[0];
  const draw = ([child, field]: [string, FieldSchema]) => (
    <Field
      key={child}
      name={child}
      schema={field}
      path={[...path, child]}
      value={record[child]}
      problems={problems}
      anchor={child === list.itemTitle ? anchor : undefined}
    />
  );
  const advanced = fields.filter(([, field]) => isAnchor(field));
  const faulty = advanced.some(([child]) => problems[pathKey([...path, child])] !== undefined);
  return (
    <>
      {fields.filter(([, field]) => !isAnchor(field)).map(draw)}
      {advanced.length > 0 && (
        <details className={styles.advanced} open={faulty || undefined}>
          <summary>{documentCopy.advanced}</summary>
          {advanced.map(draw)}
        </details>
      )}
    </>
  );
}

export function ListField({ name, schema, path, value, problems, Field }: ContainerProps) {
  const dispatch = useAppDispatch();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const listLabel = labelOf(name, schema);
  const id = idOf(path);
  const error = problems[pathKey(path)];
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const nameOf = (item: unknown, index: number) => {
    const named = itemLabel(schema, item, index);
    return named === `${index + 1}` ? documentCopy.itemName(listLabel, index) : named;
  };
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{listLabel}</legend>
      {schema.description && <p className={styles.hint}>{schema.description}</p>}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {items.length === 0 && <p className={styles.hint}>{documentCopy.empty}</p>}
      <ol className={styles.items}>
        {items.map((item, index) => {
          const itemName = nameOf(item, index);
          const record = (item ?? {}) as Record<string, unknown>;
          const itemPath = [...path, index];
          return (
            // The index is the item's identity here: lists hold plain values, with no ids.
            // A top-level list's item: the live preview shows its own page while in it.
            <li
              key={index}
              className={styles.item}
              data-list={path.length === 1 ? path[0] : undefined}
              data-index={path.length === 1 ? index : undefined}
            >
              <fieldset className={styles.itemBox}>
                <legend>{itemName}</legend>
                {kindOf(itemSchema) === 'group' ? (
                  <ItemFields
                    list={schema}
                    path={itemPath}
                    record={record}
                    problems={problems}
                    Field={Field}
                  />
                ) : (
                  <Field
                    name={itemName}
                    schema={itemSchema}
                    path={itemPath}
                    value={item}
                    problems={problems}
                  />
                )}
                <ItemActions
                  prefix={`${id}-${index}`}
                  after={(by) => `${id}-${index + by}`}
                  name={itemName}
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(by) => dispatch(documentActions.itemMoved({ path, index, by }))}
                  onRemove={() => dispatch(documentActions.itemRemoved({ path, index }))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={full}
        onClick={() => dispatch(documentActions.itemAdded({ path, item: emptyOf(itemSchema) }))}
      >
        {documentCopy.add(listLabel)}
      </Button>
    </fieldset>
  );
}
