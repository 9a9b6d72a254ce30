import { useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../contract/values/constants';
import { errorText } from '../../../api/api';
import { useChangePasswordMutation } from '../../../api/profileApi';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { TextField, type TextFieldElement } from '../../../components/forms/TextField';
import { passwordRule } from '../../../content/passwordRule';
import { changePasswordCopy as copy } from '../../../content/profile';
import styles from '../Profile.module.css';

/**
 * The profile's change-password card. On success the server ends every other session and this
 * tab carries on with the fresh token it sent (api.ts stores it); the fields are emptied. On
 * error what was typed stays and the reason is announced. The request's state is in the store
 * (the API slice).
 */
export function ChangePasswordForm({ oneTime = false }: { oneTime?: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [change, state] = useChangePasswordMutation();
  const currentRef = useRef<TextFieldElement>(null);
  const nextRef = useRef<TextFieldElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!current) return currentRef.current?.focus();
    if (!next) return nextRef.current?.focus();
    if (state.isLoading) return;
    try {
      await change({ currentPassword: current, newPassword: next }).unwrap();
      setCurrent('');
      setNext('');
      setAttempted(false);
    } catch {
      // The reason shows; what was typed stays.
    }
  };

  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{copy.title}</h2>
      <p>{oneTime ? copy.oneTimeLead : copy.lead}</p>
      <div aria-live="polite">
        {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
        {state.isError && (
          <FlashMessage kind="error" text={errorText(state.error) ?? copy.failure} />
        )}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="change-current"
          name="current-password"
          label={copy.currentLabel}
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          value={current}
          onChange={setCurrent}
          error={attempted && !current ? copy.currentRequired : null}
          inputRef={currentRef}
        />
        <TextField
          id="change-new"
          name="new-password"
          label={copy.newLabel}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          hint={passwordRule}
          value={next}
          onChange={setNext}
          error={attempted && current && !next ? copy.newRequired : null}
          inputRef={nextRef}
        />
        <Button type="submit" disabled={state.isLoading}>
          {state.isLoading ? copy.saving : copy.submit}
        </Button>
      </form>
    </section>
  );
}
