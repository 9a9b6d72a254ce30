// A list of blocks in a content document's form (a page's `blocks`: a list whose items are a union
// of kinds, each an object with a `type` constant and an `id`; contract/blocks/). "Add a block"
// offers every kind of the schema the server sent, by its title, so a kind added to the library
// appears here by itself; a new block gets a fresh id and its kind's empty fields. Each block is a
// line of its kind and first words, opened to its own fields (drawn by the form's one field
// renderer), with Move up, Move down and Remove (which Undo reverses). What is open, and the block
// removed last, are in the store (documentSlice.ts).

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { documentCopy } from '../documentCopy';
import { type FieldSchema, emptyOf, labelOf, pathKey, variantOf } from '../documentSchema';
import { documentActions, selectDocumentEditor } from '../documentSlice';
import { type ContainerProps, idOf } from './fieldProps';
import { ItemActions } from './ItemActions';
import styles from '../Content.module.css';
import sectionStyles from '../Sections.module.css';

type Block = Record<string, unknown> & { type?: unknown; id?: unknown };

/** The fields the editor sets itself. */
const OWN = new Set(['type', 'id']);
const SUMMARY_MAX = 60;

/** The first words a block holds (a rich text's too), for its summary line. */
function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  // A rich text (Lexical's JSON): only its nodes' words, not their kinds or directions.
  if ('root' in record || 'children' in record)
    return firstText(record.text) ?? firstText(record.root ?? record.children);
  return firstText(Object.entries(record).flatMap(([key, v]) => (OWN.has(key) ? [] : [v])));
}

/** A new block's id: short, lower-case letters and digits (contract/blocks/block.ts). */
const newBlockId = () =>
  (Date.now().toString(36) + Math.random().toString(36).slice(2)).slice(0, 16);

export function BlockListField({ name, schema, path, value, problems, Field }: ContainerProps) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectDocumentEditor);
  const open = editor?.open ?? [];
  const blocks = (Array.isArray(value) ? value : []) as Block[];
  const union = schema.items ?? {};
  const kinds = union.anyOf ?? [];
  const listKey = pathKey(path);
  const id = idOf(path);
  const menuKey = `${listKey}#add`;
  const menuOpen = open.includes(menuKey);
  const full = schema.maxItems !== undefined && blocks.length >= schema.maxItems;
  const removed = editor?.removed && pathKey(editor.removed.path) === listKey && editor.removed;
  const focusSoon = (elementId: string) =>
    setTimeout(() => document.getElementById(elementId)?.focus());
  const summaryOf = (block: Block) => {
    const kind = variantOf(union, block);
    const words = firstText(block);
    const title = kind?.title ?? String(block.type);
    const short = words && words.length > SUMMARY_MAX ? `${words.slice(0, SUMMARY_MAX)}…` : words;
    return short ? `${title}: ${short}` : title;
  };

  const add = (kind: FieldSchema) => {
    const blockId = newBlockId();
    const item = { ...(emptyOf(kind) as Block), type: kind.properties?.type?.const, id: blockId };
    dispatch(documentActions.itemAdded({ path, item }));
    dispatch(documentActions.sectionsClosed([menuKey]));
    dispatch(documentActions.sectionsOpened([`${listKey}#${blockId}`]));
    focusSoon(`${id}-${blockId}`);
  };
  return (
    <fieldset className={styles.group}>
      <legend>{labelOf(name, schema)}</legend>
      {schema.description && <p className={styles.hint}>{schema.description}</p>}
      {blocks.length === 0 && <p className={styles.hint}>{documentCopy.noBlocks}</p>}
      <ol className={styles.items}>
        {blocks.map((block, index) => {
          const kind = variantOf(union, block);
          const blockId = String(block.id);
          const openKey = `${listKey}#${blockId}`;
          const isOpen = open.includes(openKey);
          const summary = summaryOf(block);
          const blockPath = [...path, index];
          const prefix = pathKey(blockPath);
          const faults = Object.keys(problems).filter((at) => at.startsWith(`${prefix}.`)).length;
          return (
            <li key={blockId} className={styles.item}>
              <div className={styles.itemBox} role="group" aria-labelledby={`${id}-${blockId}`}>
                <button
                  type="button"
                  id={`${id}-${blockId}`}
                  className={sectionStyles.sectionToggle}
                  aria-expanded={isOpen}
                  aria-controls={`${id}-${blockId}-fields`}
                  onClick={() =>
                    dispatch(
                      isOpen
                        ? documentActions.sectionsClosed([openKey])
                        : documentActions.sectionsOpened([openKey]),
                    )
                  }
                >
                  <span className={sectionStyles.sectionTitle}>{summary}</span>
                  {faults > 0 && (
                    <span className={sectionStyles.sectionSummary}>
                      {' '}
                      {documentCopy.toCorrect(faults)}
                    </span>
                  )}
                </button>
                <div id={`${id}-${blockId}-fields`} hidden={!isOpen}>
                  {isOpen &&
                    Object.entries(kind?.properties ?? {})
                      .filter(([child]) => !OWN.has(child))
                      .map(([child, field]) => (
                        <Field
                          key={child}
                          name={child}
                          schema={field}
                          path={[...blockPath, child]}
                          value={block[child]}
                          problems={problems}
                        />
                      ))}
                </div>
                <ItemActions
                  prefix={`${id}-${blockId}`}
                  name={summary}
                  first={index === 0}
                  last={index === blocks.length - 1}
                  onMove={(by) => dispatch(documentActions.itemMoved({ path, index, by }))}
                  onRemove={() => {
                    dispatch(documentActions.itemRemoved({ path, index }));
                    focusSoon(`${id}-undo`);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {removed && (
        <p role="status" className={styles.hint}>
          {documentCopy.removedBlock(summaryOf(removed.item as Block))}{' '}
          <Button
            id={`${id}-undo`}
            variant="secondary"
            onClick={() => {
              dispatch(documentActions.removalUndone());
              focusSoon(`${id}-${String((removed.item as Block).id)}`);
            }}
          >
            {documentCopy.undo}
          </Button>
        </p>
      )}
      <Button
        variant="secondary"
        aria-expanded={menuOpen}
        aria-controls={`${id}-kinds`}
        disabled={full}
        onClick={() =>
          dispatch(
            menuOpen
              ? documentActions.sectionsClosed([menuKey])
              : documentActions.sectionsOpened([menuKey]),
          )
        }
      >
        {documentCopy.addBlock}
      </Button>
      {menuOpen && (
        <ul id={`${id}-kinds`} className={styles.items} aria-label={documentCopy.blockKinds}>
          {kinds.map((kind) => (
            <li key={String(kind.properties?.type?.const)}>
              <Button variant="secondary" onClick={() => add(kind)}>
                {kind.title}
              </Button>
              {kind.description && <span className={styles.hint}> {kind.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
