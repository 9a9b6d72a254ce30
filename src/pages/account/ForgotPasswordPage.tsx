import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '../../../contract/constants';
import { PATHS } from '../../config/paths';
import { errorText } from '../../api/api';
import { useForgotPasswordMutation } from '../../api/passwordApi';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { Seo } from '../../components/Seo';
import { TextField, type TextFieldElement } from '../../components/TextField';
import { forgotCopy } from '../../content/account';
import { accountSeo } from '../../content/seo/account';
import styles from './AuthForm.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /forgot-password: the account's email, then the server's answer, the same whether or not the
 * account exists. The request's state (sending, the answer, the error) is the API slice's, in the
 * store; what was typed stays on error.
 */
export function ForgotPasswordPage() {
  const entry = accountSeo[PATHS.forgotPassword];
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [send, state] = useForgotPasswordMutation();
  const emailRef = useRef<TextFieldElement>(null);
  const trimmed = email.trim();
  const emailError = !attempted
    ? null
    : !trimmed
      ? forgotCopy.emailRequired
      : !EMAIL.test(trimmed)
        ? forgotCopy.emailFormat
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!trimmed || !EMAIL.test(trimmed)) {
      emailRef.current?.focus();
      return;
    }
    if (!state.isLoading) void send({ email: trimmed });
  };

  return (
    <>
      <Seo title={entry.title} description={entry.description} noIndex />
      <div className={`container ${styles.wrap}`}>
        <section className={styles.card} aria-labelledby="forgot-title">
          <h1 id="forgot-title">{forgotCopy.title}</h1>
          <p className={styles.lead}>{forgotCopy.lead}</p>
          <div aria-live="polite">
            {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
            {state.isError && (
              <FlashMessage kind="error" text={errorText(state.error) ?? forgotCopy.failure} />
            )}
          </div>
          <form onSubmit={submit} noValidate>
            <TextField
              id="forgot-email"
              name="email"
              label={forgotCopy.emailLabel}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              value={email}
              onChange={setEmail}
              error={emailError}
              inputRef={emailRef}
            />
            <Button type="submit" block disabled={state.isLoading}>
              {state.isLoading ? forgotCopy.sending : forgotCopy.submit}
            </Button>
          </form>
          <p className={styles.switch}>
            {forgotCopy.back} <Link to={PATHS.login}>{forgotCopy.backLink}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
