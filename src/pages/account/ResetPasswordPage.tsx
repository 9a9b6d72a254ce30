import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { LIMITS } from '../../../contract/values/constants';
import { PATHS } from '../../config/paths';
import { errorText } from '../../api/api';
import { useResetPasswordMutation } from '../../api/passwordApi';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField, type TextFieldElement } from '../../components/forms/TextField';
import { XsrfField } from '../../components/forms/XsrfField';
import { resetCopy as resetWords, setPasswordCopy } from '../../content/password';
import { passwordRule } from '../../content/passwordRule';
import { AccountSeo } from './AccountSeo';
import { useFormEcho } from '../../features/forms/formEchoSlice';
import { useFormFields } from '../../features/forms/formValues';
import { resetPasswordProblem } from '../../features/forms/passwordFields';
import styles from './AuthForm.module.css';

const FIELDS = ['password', 'token'] as const;

/**
 * /reset-password?token=...: the link of the reset email; /set-password?token=...: a staff
 * invitation's link (the same call, which also confirms the address, in its own words). The token
 * is read when the form is sent, so the prerendered page (which has no token) and the first render
 * in the browser are the same markup. The form is a real one: the server writes the link's token
 * into its hidden `token` field when it sends the page, so that the browser can post it before the
 * app runs (or without JavaScript) without the token ever being in the address it posts to
 * (server/site/form-pages.ts, which answers with this page again: `echo`, never with the password).
 */
export function ResetPasswordPage({
  path,
}: {
  path: typeof PATHS.resetPassword | typeof PATHS.setPassword;
}) {
  const resetCopy = path === PATHS.setPassword ? setPasswordCopy : resetWords;
  const [params] = useSearchParams();
  const echo = useFormEcho('reset');
  const { ref, values, attempted, change, take } = useFormFields(FIELDS, echo);
  const [noToken, setNoToken] = useState(false);
  const [reset, state] = useResetPasswordMutation();
  const passwordRef = useRef<TextFieldElement>(null);
  const passwordError = attempted ? resetPasswordProblem(values.password) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = take(event.currentTarget);
    const token = (typed.token || params.get('token'))?.trim() ?? '';
    setNoToken(!token);
    if (!token) return;
    if (resetPasswordProblem(typed.password)) {
      passwordRef.current?.focus();
      return;
    }
    if (!state.isLoading) void reset({ token, password: typed.password });
  };

  const echoed = state.isUninitialized && !noToken ? echo?.flash : undefined;
  const done = state.isSuccess || echoed?.kind === 'success';
  const failure = noToken
    ? resetCopy.noToken
    : state.isError
      ? (errorText(state.error) ?? resetCopy.failure)
      : echoed?.kind === 'error'
        ? echoed.text
        : null;
  const linkProblem = failure !== null && /link/i.test(failure);

  return (
    <>
      <AccountSeo page={path === PATHS.resetPassword ? 'resetPassword' : 'setPassword'} noIndex />
      <div className={`container ${styles.wrap}`}>
        <section className={styles.card} aria-labelledby="reset-title">
          <h1 id="reset-title">{resetCopy.title}</h1>
          <p className={styles.lead}>{resetCopy.lead}</p>
          <div aria-live="polite">
            {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
            {echoed?.kind === 'success' && <FlashMessage kind="success" text={echoed.text} />}
            {failure && <FlashMessage kind="error" text={failure} />}
          </div>
          {done ? (
            <p className={styles.switch}>
              <Link to={PATHS.login}>{resetCopy.login}</Link>
            </p>
          ) : (
            <form ref={ref} method="post" action={PATHS.resetPassword} onSubmit={submit} noValidate>
              <XsrfField />
              <input type="hidden" name="token" />
              <TextField
                id="reset-password"
                name="password"
                label={resetCopy.passwordLabel}
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.passwordMax}
                hint={passwordRule}
                value={values.password}
                onChange={(value) => change('password', value)}
                error={passwordError}
                inputRef={passwordRef}
              />
              <Button type="submit" block disabled={state.isLoading}>
                {state.isLoading ? resetCopy.saving : resetCopy.submit}
              </Button>
            </form>
          )}
          {linkProblem && (
            <p className={styles.switch}>
              <Link to={PATHS.forgotPassword}>{resetCopy.newLink}</Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
