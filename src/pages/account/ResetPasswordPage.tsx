import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../contract/constants';
import { PATHS } from '../../config/paths';
import { errorText } from '../../api/api';
import { useResetPasswordMutation } from '../../api/passwordApi';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { Seo } from '../../components/Seo';
import { TextField, type TextFieldElement } from '../../components/TextField';
import { resetCopy as resetWords, setPasswordCopy, signupCopy } from '../../content/account';
import { accountSeo } from '../../content/seo/account';
import styles from './AuthForm.module.css';

/**
 * /reset-password?token=...: the link of the reset email; /set-password?token=...: a staff
 * invitation's link (the same call, which also confirms the address, in its own words). The token
 * is read when the form is sent, so the prerendered page (which has no token) and the first render
 * in the browser are the same markup.
 */
export function ResetPasswordPage({
  path,
}: {
  path: typeof PATHS.resetPassword | typeof PATHS.setPassword;
}) {
  const entry = accountSeo[path];
  const resetCopy = path === PATHS.setPassword ? setPasswordCopy : resetWords;
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [noToken, setNoToken] = useState(false);
  const [reset, state] = useResetPasswordMutation();
  const passwordRef = useRef<TextFieldElement>(null);
  const passwordError = attempted && !password ? resetCopy.passwordRequired : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const token = params.get('token')?.trim() ?? '';
    setNoToken(!token);
    if (!token) return;
    if (!password) {
      passwordRef.current?.focus();
      return;
    }
    if (!state.isLoading) void reset({ token, password });
  };

  const failure = noToken
    ? resetCopy.noToken
    : state.isError
      ? (errorText(state.error) ?? resetCopy.failure)
      : null;
  const linkProblem = failure !== null && /link/i.test(failure);

  return (
    <>
      <Seo title={entry.title} description={entry.description} noIndex />
      <div className={`container ${styles.wrap}`}>
        <section className={styles.card} aria-labelledby="reset-title">
          <h1 id="reset-title">{resetCopy.title}</h1>
          <p className={styles.lead}>{resetCopy.lead}</p>
          <div aria-live="polite">
            {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
            {failure && <FlashMessage kind="error" text={failure} />}
          </div>
          {state.isSuccess ? (
            <p className={styles.switch}>
              <Link to={PATHS.login}>{resetCopy.login}</Link>
            </p>
          ) : (
            <form onSubmit={submit} noValidate>
              <TextField
                id="reset-password"
                name="password"
                label={resetCopy.passwordLabel}
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.passwordMax}
                hint={signupCopy.passwordRule}
                value={password}
                onChange={setPassword}
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
