// The Pages screen's "New page" form: a title and the page it lives under. The page is created as
// a draft and its editor opens; a refusal shows its reason at its field, keeping what was typed.

import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_SECTIONS, pageEditorPath } from '../../../../contract/values/content/pages';
import { errorText } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { TextField } from '../../../components/forms/TextField';
import { staffCopy } from '../../../content/staff';
import styles from '../../common/Staff.module.css';
import { useCreatePageMutation } from './pagesApi';
import { pagesCopy as copy } from './pagesCopy';
import { pagesActions as actions, selectPages } from './pagesSlice';

const TITLE_MAX = 80;

/** The field a refusal names (the server's `field`), if it is one of the form's. */
const fieldOf = (error: unknown): 'title' | 'section' | null => {
  const field = (error as { data?: { field?: unknown } } | undefined)?.data?.field;
  if (typeof field !== 'string') return null;
  if (field.endsWith('title')) return 'title';
  return field.endsWith('section') ? 'section' : null;
};

export function NewPageForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { form, errors } = useAppSelector(selectPages);
  const [create, creating] = useCreatePageMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = form.title.trim();
    const problem = !title
      ? copy.titleMissing
      : title.length > TITLE_MAX
        ? copy.titleTooLong
        : null;
    if (problem) {
      dispatch(actions.pageRefused({ field: 'title', message: problem }));
      document.getElementById('page-title')?.focus();
      return;
    }
    const answer = await create({ title, section: form.section as (typeof PAGE_SECTIONS)[number] });
    if ('data' in answer && answer.data) {
      dispatch(actions.pageCreated());
      void navigate(pageEditorPath(answer.data.id));
    } else if ('error' in answer) {
      const message = errorText(answer.error) ?? staffCopy.failed;
      dispatch(actions.pageRefused({ field: fieldOf(answer.error), message }));
    }
  };

  return (
    <form className={styles.panel} aria-labelledby="new-page-title" noValidate onSubmit={submit}>
      <h3 id="new-page-title">{copy.newTitle}</h3>
      <TextField
        id="page-title"
        label={copy.pageTitle}
        hint={copy.pageTitleHint}
        value={form.title}
        maxLength={TITLE_MAX}
        error={errors.title ?? undefined}
        required
        onChange={(title) => dispatch(actions.pageTyped({ title }))}
      />
      <label className={styles.selectField}>
        {copy.section}
        <select
          className={styles.select}
          aria-describedby="page-section-hint"
          aria-invalid={errors.section ? true : undefined}
          value={form.section}
          onChange={(e) => dispatch(actions.pageTyped({ section: e.target.value }))}
        >
          {PAGE_SECTIONS.map((section) => (
            <option key={section} value={section}>
              {copy.sections[section]}
            </option>
          ))}
        </select>
      </label>
      <p id="page-section-hint" className={styles.meta}>
        {errors.section ?? copy.sectionHint}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={creating.isLoading}>
          {copy.create}
        </Button>
      </div>
    </form>
  );
}
