// One field of a content document's form, drawn from its JSON Schema (features/staff/
// documentSchema.ts): the control its kind calls for, its label and help, and the problem the
// checks found, read with it (aria-describedby, aria-invalid). Groups are fieldsets; lists,
// images and search-engine fields have files of their own. Nothing here knows one document.

import { useAppDispatch } from '../../../app/hooks';
import { TextField } from '../../../components/forms/TextField';
import { documentCopy } from '../documentCopy';
import { kindOf, labelOf, maxLengthOf, pathKey } from '../documentSchema';
import { documentActions } from '../documentSlice';
import { useLinkChoices } from '../linkChoices';
import { type FieldProps, idOf } from './fieldProps';
import { AuthorField } from './AuthorField';
import { BlockListField } from './BlockListField';
import { FactReadings } from './FactReadings';
import { ImageField } from './ImageField';
import { ListField } from './ListField';
import { RichTextField } from './RichTextField';
import { SeoSnippet, seoLimit } from './SeoSnippet';
import { TagsField } from './TagsField';
import styles from '../Content.module.css';

function RouteSelect({
  id,
  label,
  value,
  error,
  hint,
  pattern,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** Only the routes it accepts are offered (a case study's services). */
  pattern?: string;
  onChange: (value: string) => void;
}) {
  const choices = useLinkChoices();
  const allowed = pattern
    ? choices.filter((choice) => new RegExp(pattern).test(choice.path))
    : choices;
  // A path that is no page of the list (one with a query, say) stays as it is, offered first.
  const known = !value || allowed.some((choice) => choice.path === value);
  const options = known ? allowed : [{ path: value, label: value }, ...allowed];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(' ') || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {!value && <option value="">{documentCopy.chooseRoute}</option>}
        {options.map((choice) => (
          <option key={choice.path} value={choice.path}>
            {choice.label}
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

/** A group: its fields in a fieldset, and the search-result preview when it holds SEO fields. */
function GroupField({ name, schema, path, value, problems }: FieldProps) {
  const record = (value ?? {}) as Record<string, unknown>;
  const fields = Object.entries(schema.properties ?? {});
  const body = fields.map(([child, field]) => (
    <SchemaField
      key={child}
      name={child}
      schema={field}
      path={[...path, child]}
      value={record[child]}
      problems={problems}
    />
  ));
  const seo = fields.some(([, field]) => kindOf(field) === 'seoTitle');
  if (path.length === 0) return <>{body}</>;
  return (
    <fieldset className={styles.group}>
      <legend>{labelOf(name, schema)}</legend>
      {schema.description && <p className={styles.hint}>{schema.description}</p>}
      {body}
      {seo && <SeoSnippet schema={schema} value={record} />}
    </fieldset>
  );
}

export function SchemaField(props: FieldProps) {
  const { name, schema, path, value, problems, anchor } = props;
  const dispatch = useAppDispatch();
  const kind = kindOf(schema);
  const id = idOf(path);
  const label = labelOf(name, schema);
  const error = problems[pathKey(path)];
  const set = (next: unknown) =>
    dispatch(documentActions.fieldChanged({ path, value: next, anchor }));
  switch (kind) {
    case 'group':
      return <GroupField {...props} />;
    case 'list':
      return schema.items?.anyOf ? (
        <BlockListField {...props} Field={SchemaField} />
      ) : (
        <ListField {...props} Field={SchemaField} />
      );
    case 'image':
      return <ImageField {...props} Field={SchemaField} />;
    case 'richText':
      return <RichTextField {...props} label={label} />;
    case 'author':
      return <AuthorField {...props} />;
    case 'tags':
      return <TagsField {...props} />;
    case 'flag':
      return (
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={value === true}
              aria-describedby={schema.description ? `${id}-hint` : undefined}
              onChange={(e) => set(e.target.checked)}
            />
            {label}
          </label>
          {schema.description && (
            <span id={`${id}-hint`} className={styles.hint}>
              {schema.description}
            </span>
          )}
        </div>
      );
    case 'route':
      return (
        <RouteSelect
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          error={error}
          hint={schema.description}
          pattern={schema.pattern}
          onChange={set}
        />
      );
    case 'price':
    case 'count':
    case 'number':
      return (
        <TextField
          id={id}
          type="number"
          label={label}
          hint={
            kind === 'price' ? (schema.description ?? documentCopy.dollars) : schema.description
          }
          value={typeof value === 'number' ? String(value) : ''}
          min={schema.minimum}
          max={schema.maximum}
          error={error}
          markRequired={false}
          onChange={(text) => set(text.trim() === '' ? null : Number(text))}
        />
      );
    default: {
      const text = typeof value === 'string' ? value : '';
      const limit = kind === 'seoTitle' || kind === 'seoDescription' ? seoLimit(schema) : undefined;
      const over = limit !== undefined && text.length > limit;
      const counter = limit === undefined ? undefined : documentCopy.counter(text.length, limit);
      const field = (
        <TextField
          id={id}
          label={label}
          hint={
            over
              ? schema.description
              : [schema.description, counter].filter(Boolean).join(' · ') || undefined
          }
          hintPlacement={limit === undefined ? 'label' : 'control'}
          value={text}
          rows={kind === 'longText' || kind === 'seoDescription' ? 4 : undefined}
          maxLength={limit === undefined ? maxLengthOf(schema) : undefined}
          error={over ? documentCopy.tooLong(text.length, limit) : error}
          markRequired={false}
          readOnly={schema.readOnly}
          onChange={set}
        />
      );
      return (
        <>
          {field}
          <FactReadings id={`${id}-facts`} text={text} />
        </>
      );
    }
  }
}
