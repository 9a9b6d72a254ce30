import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { secondStepCopy as copy } from '../../content/account';
import { authActions, selectAuthPending, selectFlash } from '../../features/auth/authSlice';
import { loginSecondStep } from '../../features/auth/authThunks';
import styles from './AuthForm.module.css';

/**
 * The login's second step, for an account with a second factor: the server's request for a code
 * (a 6-digit code from the app or a recovery code). What was typed stays on error; the messages
 * and their timing are the login's.
 */
export function SecondStepForm({ challenge, message }: { challenge: string; message: string }) {
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!code.trim() || pending) return;
    void dispatch(loginSecondStep({ challenge, code }));
  };
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title">{copy.title}</h1>
        <p className={styles.lead}>{message}</p>
        <div aria-live="polite">
          {flash && <FlashMessage kind={flash.kind} text={flash.text} />}
        </div>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id="auth-code"
            name="code"
            label={copy.codeLabel}
            hint={copy.codeHint}
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={setCode}
            error={attempted && !code.trim() ? copy.codeRequired : null}
          />
          <Button type="submit" block disabled={pending}>
            {pending ? copy.pending : copy.submit}
          </Button>
        </form>
        <p className={styles.aside}>
          <Button variant="secondary" onClick={() => dispatch(authActions.secondStepLeft())}>
            {copy.restart}
          </Button>
        </p>
      </section>
    </div>
  );
}
