// A content document's form in the page's sections (docs/product.md §10.12): each top-level group
// or list is a section, and the page's loose headings and texts one more; each is closed to a
// line (its name and a short summary: the first words, "4 items", what needs correcting) until
// opened, with a list of links to every section at the top. Which are open is in the store; a
// section holding a problem opens; `documentActions.fieldFocused` opens the section of a field
// and brings the field into view.

import { useEffect, useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { documentCopy } from './documentCopy';
import { type FieldSchema, kindOf, labelOf } from './documentSchema';
import { documentActions, type DocumentEditor } from './documentSlice';
import { idOf } from './fields/fieldProps';
import { SchemaField } from './fields/SchemaField';
import styles from './Content.module.css';
import sectionStyles from './Sections.module.css';

interface Section {
  id: string;
  title: string;
  /** The top-level fields it holds. */
  names: string[];
}

const isContainer = (schema: FieldSchema) => ['group', 'list'].includes(kindOf(schema));

/** The sections of a document's form: one per top-level group or list, one for the rest. */
function sectionsOf(schema: FieldSchema): Section[] {
  const sections: Section[] = [];
  let loose: Section | undefined;
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (isContainer(field)) {
      sections.push({ id: `section-${name}`, title: labelOf(name, field), names: [name] });
    } else if (loose) loose.names.push(name);
    else {
      loose = { id: `section-${name}`, title: documentCopy.pageWords, names: [name] };
      sections.push(loose);
    }
  }
  return sections;
}

const SUMMARY_LENGTH = 70;

/** The first words a value holds (depth first), for a closed section's line. */
function firstWords(value: unknown, schema: FieldSchema | undefined): string | undefined {
  if (typeof value === 'string')
    return schema && ['text', 'longText', 'seoTitle'].includes(kindOf(schema)) && value.trim()
      ? value.trim()
      : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstWords(item, schema?.items);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      const found = firstWords(field, schema?.properties?.[name]);
      if (found) return found;
    }
  }
  return undefined;
}

function summaryOf(section: Section, schema: FieldSchema, draft: Record<string, unknown>) {
  const [first = ''] = section.names;
  const field = schema.properties?.[first];
  const value = draft[first];
  if (field && kindOf(field) === 'list' && Array.isArray(value))
    return documentCopy.itemCount(value.length);
  const words =
    section.names.length > 1
      ? firstWords(
          section.names.map((name) => draft[name]),
          { items: { editor: 'text' } },
        )
      : firstWords(value, field);
  if (!words) return '';
  return words.length > SUMMARY_LENGTH ? `${words.slice(0, SUMMARY_LENGTH - 1)}…` : words;
}

const holds = (section: Section, key: string) =>
  section.names.some((name) => key === name || key.startsWith(`${name}.`));

/** Brings the asked-for field (or, failing that, its section) into view and focuses it. */
function useFocusAsked(editor: DocumentEditor, sections: Section[]) {
  const dispatch = useAppDispatch();
  const { focus } = editor;
  useEffect(() => {
    if (focus === null) return;
    const steps = focus.split('.');
    // The field's own control, nearest first: an image's address lands on its description, a
    // path with no control of its own (a group) on the closest enclosing field's.
    const ids = steps[steps.length - 1] === 'url' ? [idOf([...steps.slice(0, -1), 'alt'])] : [];
    for (let n = steps.length; n > 0; n -= 1) ids.push(idOf(steps.slice(0, n)));
    let target =
      ids.map((id) => document.getElementById(id)).find((found) => found !== null) ?? null;
    // A closed disclosure around it ("Advanced", "About this image") opens.
    for (let closed = target?.closest('details:not([open])'); closed;) {
      (closed as HTMLDetailsElement).open = true;
      closed = closed.parentElement?.closest('details:not([open])');
    }
    const section = sections.find((s) => holds(s, focus));
    target ??= section ? document.getElementById(`${section.id}-toggle`) : null;
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
    dispatch(documentActions.focusDone());
  }, [focus, sections, dispatch]);
}

export function DocumentSections({
  schema,
  editor,
  problems,
}: {
  schema: FieldSchema;
  editor: DocumentEditor;
  problems: Record<string, string>;
}) {
  const dispatch = useAppDispatch();
  const sections = useMemo(() => sectionsOf(schema), [schema]);
  const draft = (editor.draft ?? {}) as Record<string, unknown>;
  useFocusAsked(editor, sections);

  // A section holding a problem opens, once for each new set of problems.
  const faulty = sections
    .filter((section) => Object.keys(problems).some((key) => holds(section, key)))
    .map((section) => section.names[0] ?? '');
  const faultyKey = faulty.join(' ');
  useEffect(() => {
    if (faultyKey) dispatch(documentActions.sectionsOpened(faultyKey.split(' ')));
  }, [faultyKey, dispatch]);

  return (
    <>
      <nav aria-label={documentCopy.sectionsLabel} className={sectionStyles.jumpList}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  dispatch(documentActions.fieldFocused({ path: [section.names[0] ?? ''] }));
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => {
        const open = section.names.some((name) => editor.open.includes(name));
        const toCorrect = Object.keys(problems).filter((key) => holds(section, key)).length;
        const summary = summaryOf(section, schema, draft);
        return (
          <section key={section.id} id={section.id} className={sectionStyles.section}>
            <h3 className={sectionStyles.sectionHeading}>
              <button
                type="button"
                id={`${section.id}-toggle`}
                className={sectionStyles.sectionToggle}
                aria-expanded={open}
                aria-controls={open ? `${section.id}-body` : undefined}
                onClick={() =>
                  dispatch(
                    open
                      ? documentActions.sectionsClosed(section.names)
                      : documentActions.sectionsOpened(section.names.slice(0, 1)),
                  )
                }
              >
                <span className={sectionStyles.sectionTitle}>{section.title}</span>
                {summary && <span className={sectionStyles.sectionSummary}>{summary}</span>}
                {toCorrect > 0 && (
                  <span className={styles.error}>{documentCopy.toCorrect(toCorrect)}</span>
                )}
              </button>
            </h3>
            {open && (
              <div id={`${section.id}-body`} className={sectionStyles.sectionBody}>
                {section.names.map((name) => (
                  <SchemaField
                    key={name}
                    name={name}
                    schema={schema.properties?.[name] ?? {}}
                    path={[name]}
                    value={draft[name]}
                    problems={problems}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
