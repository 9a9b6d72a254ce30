import { useRef, type FormEvent } from 'react';
import { Link } from '../../components/links/Link';
import { LIMITS } from '../../../contract/values/constants';
import { PATHS } from '../../config/paths';
import { errorText } from '../../api/api';
import { useForgotPasswordMutation } from '../../api/passwordApi';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField, type TextFieldElement } from '../../components/forms/TextField';
import { XsrfField } from '../../components/forms/XsrfField';
import { forgotCopy } from '../../content/password';
import { AccountSeo } from './AccountSeo';
import { useFormEcho } from '../../features/forms/formEchoSlice';
import { useFormFields } from '../../features/forms/formValues';
import { forgotEmailProblem } from '../../features/forms/passwordFields';
import styles from './AuthForm.module.css';

const FIELDS = ['email'] as const;

/**
 * /forgot-password: the account's email, then the server's answer, the same whether or not the
 * account exists. The request's state (sending, the answer, the error) is the API slice's, in the
 * store; what was typed stays on error. A real form: posted before the app runs (or without
 * JavaScript), the server answers with this page again (server/site/form-pages.ts; `echo`).
 */
export function ForgotPasswordPage() {
  const echo = useFormEcho('forgot');
  const { ref, values, attempted, change, take } = useFormFields(FIELDS, echo);
  const [send, state] = useForgotPasswordMutation();
  const emailRef = useRef<TextFieldElement>(null);
  const emailError = attempted ? forgotEmailProblem(values.email) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = take(event.currentTarget).email;
    if (forgotEmailProblem(typed)) {
      emailRef.current?.focus();
      return;
    }
    if (!state.isLoading) void send({ email: typed.trim() });
  };

  return (
    <>
      <AccountSeo page="forgotPassword" noIndex />
      <div className={`container ${styles.wrap}`}>
        <section className={styles.card} aria-labelledby="forgot-title">
          <h1 id="forgot-title">{forgotCopy.title}</h1>
          <p className={styles.lead}>{forgotCopy.lead}</p>
          <div aria-live="polite">
            {state.isUninitialized && echo?.flash && (
              <FlashMessage kind={echo.flash.kind} text={echo.flash.text} />
            )}
            {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
            {state.isError && (
              <FlashMessage kind="error" text={errorText(state.error) ?? forgotCopy.failure} />
            )}
          </div>
          <form ref={ref} method="post" action={PATHS.forgotPassword} onSubmit={submit} noValidate>
            <XsrfField />
            <TextField
              id="forgot-email"
              name="email"
              label={forgotCopy.emailLabel}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              value={values.email}
              onChange={(value) => change('email', value)}
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
