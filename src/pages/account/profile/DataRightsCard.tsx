import { useEffect, useState, type FormEvent } from 'react';
import { isStaff, LIMITS } from '../../../../contract/values/constants';
import { errorText } from '../../../api/api';
import { useDeleteAccountMutation, useMyDataMutation } from '../../../api/membersApi';
import type { Role } from '../../../api/types';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { TextField } from '../../../components/forms/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocument } from '../../../features/content/useDocument';
import { dataRightsActions, selectDeleteOpen } from '../../../features/members/dataRightsSlice';
import styles from '../Profile.module.css';

/** The name the downloaded file gets. */
const FILE_NAME = 'my-kestrel-data.json';

/** Hands `text` to the browser as a file to save (the card's own DOM work). */
function saveFile(text: string) {
  const href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * A member's data (docs/product.md §10.18): download everything stored about the account, or
 * delete it (the password, a second factor's code for staff, and DELETE typed). After the
 * deletion the session ends here (membersApi.ts) and the page's message shows.
 */
export function DataRightsCard({ role }: { role: Role }) {
  const words = useDocument('dataRights');
  const dispatch = useAppDispatch();
  const deleteOpen = useAppSelector(selectDeleteOpen);
  // Leaving the page closes the form.
  useEffect(() => () => void dispatch(dataRightsActions.deleteFormClosed()), [dispatch]);
  // What is typed stays in the fields until it is sent (and after a refusal).
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirm, setConfirm] = useState('');
  const [download, downloading] = useMyDataMutation();
  const [remove, removing] = useDeleteAccountMutation();
  if (!words) return null;

  const fetchData = async () => {
    try {
      saveFile(await download().unwrap());
      downloading.reset();
    } catch {
      // The reason shows.
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (removing.isLoading) return;
    void remove({
      password,
      confirm: confirm.trim(),
      ...(code.trim() ? { code: code.trim() } : {}),
      notice: words.deleted,
    });
  };

  return (
    <section className={styles.card} aria-labelledby="data-rights-title">
      <h2 id="data-rights-title">{words.heading}</h2>
      <p>{words.intro}</p>
      <div aria-live="polite">
        {downloading.isError && (
          <FlashMessage kind="error" text={errorText(downloading.error) ?? words.downloadFailed} />
        )}
      </div>
      <Button variant="secondary" disabled={downloading.isLoading} onClick={() => void fetchData()}>
        {words.download}
      </Button>
      <div className={styles.deleting}>
        <h3>{words.deleteHeading}</h3>
        <p>{words.deleteText}</p>
        <details
          className={styles.danger}
          open={deleteOpen}
          onToggle={(event) =>
            dispatch(
              event.currentTarget.open
                ? dataRightsActions.deleteFormOpened()
                : dataRightsActions.deleteFormClosed(),
            )
          }
        >
          <summary>{words.deleteOpen}</summary>
          <div aria-live="polite">
            {removing.isError && (
              <FlashMessage kind="error" text={errorText(removing.error) ?? words.downloadFailed} />
            )}
          </div>
          <form className={styles.dangerForm} onSubmit={submit} noValidate>
            <TextField
              id="delete-password"
              name="password"
              label={words.password}
              type="password"
              autoComplete="current-password"
              maxLength={LIMITS.passwordMax}
              value={password}
              onChange={setPassword}
            />
            {isStaff(role) && (
              <TextField
                id="delete-code"
                name="code"
                label={words.code}
                autoComplete="one-time-code"
                markRequired={false}
                maxLength={32}
                value={code}
                onChange={setCode}
              />
            )}
            <TextField
              id="delete-confirm"
              name="confirm"
              label={words.confirm}
              autoComplete="off"
              maxLength={20}
              value={confirm}
              onChange={setConfirm}
            />
            <Button type="submit" disabled={removing.isLoading}>
              {words.submit}
            </Button>
          </form>
        </details>
      </div>
    </section>
  );
}
