// A list of short names typed as tags (editor hint `tags`: an article's tags): the tags as chips,
// each removed by its button (by keyboard too: Enter, Space, Delete or Backspace on it, the focus
// then going to the next chip or back to the box), and a box where Enter or a comma adds what is
// typed (also when the box is left, so nothing typed is lost). A tag already there (the same
// slug: "Cloud ops" is "cloud-ops", as the site finds it) is not added twice, nor one without a
// letter or a digit; the list's and a tag's limits are the schema's. The suggestions are
// the tags the articles use already (a datalist). What is typed stays in the box until added;
// the tags are the draft's, in the store.

import { type KeyboardEvent, useRef, useState } from 'react';
import { tagSlug } from '../../../../contract/values/content/articles';
import { useAppDispatch } from '../../../app/hooks';
import { documentCopy } from '../documentCopy';
import { labelOf, maxLengthOf, pathKey } from '../documentSchema';
import { documentActions } from '../documentSlice';
import { useTagsInUse } from '../insights/insightsApi';
import { type FieldProps, idOf } from './fieldProps';
import styles from '../Content.module.css';
import parts from './Fields.module.css';

export function TagsField({ name, schema, path, value, problems }: FieldProps) {
  const dispatch = useAppDispatch();
  const suggestions = useTagsInUse();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const tags = Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  const id = idOf(path);
  const label = labelOf(name, schema);
  const max = schema.maxItems ?? Infinity;
  const tagMax = (schema.items && maxLengthOf(schema.items)) ?? Infinity;
  const error =
    problems[pathKey(path)] ?? tags.map((_, i) => problems[pathKey([...path, i])]).find(Boolean);
  const set = (next: string[]) => dispatch(documentActions.fieldChanged({ path, value: next }));
  const known = new Set(tags.map(tagSlug));

  /** Adds what is typed (a comma separates several); says why when it cannot. */
  const add = (text: string) => {
    const names = text
      .split(',')
      .map((t) => t.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    const next = [...tags];
    let why: string | null = null;
    for (const tag of names) {
      if (!tagSlug(tag)) why = documentCopy.tagNoWord;
      else if (next.some((t) => tagSlug(t) === tagSlug(tag))) why = documentCopy.tagTwice(tag);
      else if (tag.length > tagMax) why = documentCopy.tagTooLong(tagMax);
      else if (next.length >= max) why = documentCopy.tagsFull(max);
      else next.push(tag);
    }
    if (next.length !== tags.length) set(next);
    setNote(why);
    setTyped(why && names.length === 1 ? text : '');
  };

  const remove = (index: number) => {
    set(tags.filter((_, i) => i !== index));
    setNote(null);
    // The focus goes to the chip now in its place, or to the box.
    const nextChip = tags.length > 1 ? Math.min(index, tags.length - 2) : -1;
    requestAnimationFrame(() =>
      (nextChip >= 0 ? document.getElementById(`${id}-tag-${nextChip}`) : box.current)?.focus(),
    );
  };

  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (typed.trim()) add(typed);
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      // Backspace in the empty box goes to the last chip (a second one removes it).
      event.preventDefault();
      document.getElementById(`${id}-tag-${tags.length - 1}`)?.focus();
    }
  };
  const onChipKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
    }
  };

  const offered = suggestions.filter((s) => !known.has(tagSlug(s)));
  const described = [`${id}-hint`, note ? `${id}-note` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      {tags.length > 0 ? (
        <ul className={parts.tags} aria-label={documentCopy.tagsNow(label)}>
          {tags.map((tag, index) => (
            <li key={`${index}-${tag}`}>
              <button
                type="button"
                id={`${id}-tag-${index}`}
                className={parts.tag}
                aria-label={documentCopy.removeTag(tag)}
                onClick={() => remove(index)}
                onKeyDown={(e) => onChipKey(e, index)}
              >
                {tag}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{documentCopy.noTags}</p>
      )}
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {documentCopy.addTag}
        </label>
        <span id={`${id}-hint`} className={styles.hint}>
          {schema.description ? `${schema.description} ` : ''}
          {documentCopy.tagsHint(max)}
        </span>
        <input
          id={id}
          ref={box}
          className={styles.select}
          value={typed}
          list={offered.length > 0 ? `${id}-suggestions` : undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            setNote(null);
            // A comma pasted or typed on a phone's keyboard (no key event) adds too.
            if (e.target.value.includes(',')) add(e.target.value);
            else setTyped(e.target.value);
          }}
          onKeyDown={onBoxKey}
          onBlur={() => typed.trim() && add(typed)}
        />
        {offered.length > 0 && (
          <datalist id={`${id}-suggestions`}>
            {offered.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        )}
        {note && (
          <span id={`${id}-note`} className={styles.error} role="status">
            {note}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
    </fieldset>
  );
}
