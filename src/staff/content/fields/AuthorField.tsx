// An article's author in a content document's form (editor hint `author`: an author profile's
// id): a select of the author profiles (GET /api/staff/authors), each by name and role. An id no
// profile has any more (its author's account was erased) is offered as "Choose the author" so
// the check says what to do.

import { useAppDispatch } from '../../../app/hooks';
import { documentCopy } from '../documentCopy';
import { labelOf, pathKey } from '../documentSchema';
import { documentActions } from '../documentSlice';
import { useStaffAuthorsQuery } from '../insights/insightsApi';
import { type FieldProps, idOf } from './fieldProps';
import styles from '../Content.module.css';

export function AuthorField({ name, schema, path, value, problems }: FieldProps) {
  const dispatch = useAppDispatch();
  const authors = useStaffAuthorsQuery().data ?? [];
  const id = idOf(path);
  const error = problems[pathKey(path)];
  const known = authors.some((author) => author.id === value);
  const described = [schema.description ? `${id}-hint` : '', error ? `${id}-error` : ''];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labelOf(name, schema)}
      </label>
      {schema.description && (
        <span id={`${id}-hint`} className={styles.hint}>
          {schema.description}
        </span>
      )}
      <select
        id={id}
        className={styles.select}
        value={known ? String(value) : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(' ') || undefined}
        onChange={(e) =>
          dispatch(documentActions.fieldChanged({ path, value: Number(e.target.value) }))
        }
      >
        {!known && <option value="">{documentCopy.chooseAuthor}</option>}
        {authors.map((author) => (
          <option key={author.id} value={String(author.id)}>
            {author.role ? `${author.name}, ${author.role}` : author.name}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
