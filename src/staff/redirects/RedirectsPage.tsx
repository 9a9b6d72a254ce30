// Redirects (/staff/redirects, editors and admins): old addresses of the site that lead to a page
// that is there (301) or say what they showed is gone (410). The form checks what it can as the
// server would (contract/values/content/redirects.ts) and shows the server's reason at its field (a page
// of the site, a chain: with its final target to use instead, a loop, a duplicate), keeping what
// was typed. The list is searched and paged like the back office's other lists.

import type { FormEvent } from 'react';
import { LIMITS } from '../../../contract/values/constants';
import {
  finalTargetIn,
  oldAddressProblem,
  REDIRECT_KINDS,
  REDIRECT_MAX,
  type RedirectKind,
  targetProblem,
} from '../../../contract/values/content/redirects';
import { errorText } from '../../api/api';
import type { Redirect } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { formatDateTime } from '../../lib/dates';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import own from './Redirects.module.css';
import {
  useDeleteRedirectMutation,
  useRedirectsQuery,
  useSaveRedirectMutation,
} from './redirectsApi';
import { redirectsCopy as copy } from './redirectsCopy';
import { redirectsActions as actions, selectRedirects } from './redirectsSlice';

/** The field a refusal names (the server's `field`), if it is one of the form's. */
const fieldOf = (error: unknown): 'from' | 'to' | null => {
  const data = (error as { data?: { field?: unknown } } | undefined)?.data;
  return data?.field === 'from' || data?.field === 'to' ? data.field : null;
};

function RedirectForm() {
  const dispatch = useAppDispatch();
  const { form, errors } = useAppSelector(selectRedirects);
  const [save, saving] = useSaveRedirectMutation();
  const gone = form.kind === 'gone';
  const offered = errors.to ? finalTargetIn(errors.to) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fromProblem = oldAddressProblem(form.from.trim());
    const toProblem = gone ? undefined : targetProblem(form.to.trim());
    if (fromProblem || toProblem) {
      if (fromProblem) dispatch(actions.redirectRefused({ field: 'from', message: fromProblem }));
      if (toProblem) dispatch(actions.redirectRefused({ field: 'to', message: toProblem }));
      return;
    }
    const input = { from: form.from.trim(), kind: form.kind, to: gone ? null : form.to.trim() };
    const answer = await save({ id: form.id, input });
    if ('data' in answer && answer.data) {
      const { from } = answer.data;
      dispatch(actions.redirectSaved(form.id === null ? copy.added(from) : copy.saved(from)));
    } else if ('error' in answer) {
      const message = errorText(answer.error) ?? staffCopy.failed;
      dispatch(actions.redirectRefused({ field: fieldOf(answer.error), message }));
    }
  };

  const headingId = 'redirect-form-title';
  return (
    <form
      className={`${styles.panel} ${own.form}`}
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
    >
      <h3 id={headingId}>{form.id === null ? copy.addHeading : copy.editHeading(form.from)}</h3>
      <TextField
        id="redirect-from"
        label={copy.from}
        hint={copy.fromHint}
        value={form.from}
        maxLength={REDIRECT_MAX}
        error={errors.from}
        required
        onChange={(from) => dispatch(actions.redirectTyped({ from }))}
      />
      <label className={styles.selectField}>
        {copy.kind}
        <select
          className={styles.select}
          aria-describedby="redirect-kind-hint"
          value={form.kind}
          onChange={(e) =>
            dispatch(actions.redirectTyped({ kind: e.target.value as RedirectKind }))
          }
        >
          {REDIRECT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {copy.kinds[kind]}
            </option>
          ))}
        </select>
      </label>
      <p id="redirect-kind-hint" className={styles.meta}>
        {copy.kindHint}
      </p>
      {!gone && (
        <TextField
          id="redirect-to"
          label={copy.to}
          hint={copy.toHint}
          value={form.to}
          maxLength={REDIRECT_MAX}
          error={errors.to}
          required
          onChange={(to) => dispatch(actions.redirectTyped({ to }))}
        />
      )}
      {offered && (
        <p>
          <Button
            variant="secondary"
            onClick={() => dispatch(actions.redirectTyped({ to: offered }))}
          >
            {copy.useFinal(offered)}
          </Button>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving.isLoading}>
          {form.id === null ? copy.add : copy.save}
        </Button>
        {form.id !== null && (
          <Button variant="secondary" onClick={() => dispatch(actions.redirectEditCancelled())}>
            {copy.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

function RedirectRow({ redirect }: { redirect: Redirect }) {
  const dispatch = useAppDispatch();
  const { asking } = useAppSelector(selectRedirects);
  const [remove, removing] = useDeleteRedirectMutation();
  const titleId = `redirect-${redirect.id}`;
  const confirm = async () => {
    const answer = await remove(redirect.id);
    dispatch(
      actions.redirectDeleted(
        'error' in answer
          ? { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed }
          : { kind: 'success', text: copy.deleted(redirect.from) },
      ),
    );
  };
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle} id={titleId}>
          {redirect.from}{' '}
          {redirect.to === null ? (
            <span className={styles.badge}>{copy.gone}</span>
          ) : (
            <>
              <span className={styles.meta}>{copy.leadsTo}</span> {redirect.to}
            </>
          )}
        </p>
        <p className={styles.meta}>
          {copy.changed(redirect.changedBy, formatDateTime(redirect.updatedAt))}
        </p>
        {asking === redirect.id && (
          <p className={styles.prompt} role="alert">
            {copy.askDelete(redirect.from)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {asking === redirect.id ? (
          <>
            <Button disabled={removing.isLoading} onClick={() => void confirm()}>
              {copy.confirmDelete}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(actions.redirectDeleteAsked(null))}>
              {copy.keep}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => dispatch(actions.redirectEditing(redirect))}>
              {copy.edit}
              <span className="visually-hidden"> {redirect.from}</span>
            </Button>
            <Button
              variant="secondary"
              onClick={() => dispatch(actions.redirectDeleteAsked(redirect.id))}
            >
              {copy.remove}
              <span className="visually-hidden"> {redirect.from}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function RedirectsPage() {
  const dispatch = useAppDispatch();
  const { search, trail, notice } = useAppSelector(selectRedirects);
  const { data, error, isLoading } = useRedirectsQuery({ q: search, cursor: trail.at(-1) });
  return (
    <section aria-labelledby="redirects-title">
      <h2 id="redirects-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      <RedirectForm />
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      <div className={styles.toolbar}>
        <TextField
          id="redirects-search"
          label={copy.search}
          hint={copy.searchHint}
          value={search}
          maxLength={LIMITS.search}
          markRequired={false}
          onChange={(text) => dispatch(actions.redirectsSearched(text))}
        />
      </div>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{search.trim() ? copy.none : copy.empty}</p>}
      {data && (
        <>
          <ul className={styles.list} aria-label={copy.title}>
            {data.items.map((redirect) => (
              <RedirectRow key={redirect.id} redirect={redirect} />
            ))}
          </ul>
          <Pager
            trail={trail}
            page={data}
            onPage={(cursor) => dispatch(actions.redirectsPaged(cursor))}
          />
        </>
      )}
    </section>
  );
}
