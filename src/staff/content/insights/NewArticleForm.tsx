// The Insights screen's "New article" form: a title and the author (the staff member's own
// profile unless another is chosen). The article is created as a draft and its editor opens; a
// refusal shows its reason at the title, keeping what was typed. Without an author profile of
// one's own, the server makes it from the account's name: the form says so and links to My
// author profile.

import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { TextField } from '../../../components/forms/TextField';
import { Link } from '../../../components/links/Link';
import { INSIGHTS_PATHS } from '../../../config/insightsPaths';
import { staffCopy } from '../../../content/staff';
import styles from '../../common/Staff.module.css';
import { articleEditorPath } from '../../../../contract/values/content/articles';
import {
  useCreateArticleMutation,
  useMyAuthorProfileQuery,
  useStaffAuthorsQuery,
} from './insightsApi';
import { insightsCopy as copy } from './insightsCopy';
import { insightsActions as actions, selectInsights } from './insightsSlice';

const TITLE_MAX = 120;

export function NewArticleForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { form, titleError } = useAppSelector(selectInsights);
  const authors = useStaffAuthorsQuery().data ?? [];
  const mine = useMyAuthorProfileQuery().data;
  const [create, creating] = useCreateArticleMutation();
  // '' is me: my profile, or the one the server makes for me from my account's name.
  const author = form.author || (mine?.id ? String(mine.id) : '');
  const others = authors.filter((a) => a.id !== mine?.id);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = form.title.trim();
    const problem = !title
      ? copy.titleMissing
      : title.length > TITLE_MAX
        ? copy.titleTooLong(TITLE_MAX)
        : null;
    if (problem) {
      dispatch(actions.articleRefused({ atTitle: true, message: problem }));
      document.getElementById('article-title')?.focus();
      return;
    }
    const answer = await create({ title, ...(author ? { authorId: Number(author) } : {}) });
    if ('data' in answer && answer.data) {
      dispatch(actions.articleCreated());
      void navigate(articleEditorPath(answer.data.id));
    } else if ('error' in answer) {
      const field = (answer.error as { data?: { field?: unknown } }).data?.field;
      const message = errorText(answer.error) ?? staffCopy.failed;
      dispatch(actions.articleRefused({ atTitle: field === 'title', message }));
    }
  };

  return (
    <form className={styles.panel} aria-labelledby="new-article-title" noValidate onSubmit={submit}>
      <h3 id="new-article-title">{copy.newTitle}</h3>
      <TextField
        id="article-title"
        label={copy.articleTitle}
        hint={copy.articleTitleHint}
        value={form.title}
        maxLength={TITLE_MAX}
        error={titleError ?? undefined}
        required
        onChange={(title) => dispatch(actions.articleTyped({ title }))}
      />
      {mine && (
        <label className={styles.selectField}>
          {copy.author}
          <select
            className={styles.select}
            value={author}
            onChange={(e) => dispatch(actions.articleTyped({ author: e.target.value }))}
          >
            <option value={mine.id ? String(mine.id) : ''}>{copy.me(mine.name)}</option>
            {others.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {mine && mine.id === null && (
        <p className={styles.meta}>
          {copy.noProfile} <Link to={INSIGHTS_PATHS.authorProfile}>{copy.myProfileLink}</Link>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={creating.isLoading}>
          {copy.create}
        </Button>
      </div>
    </form>
  );
}
