import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { errorText } from '../../api/api';
import { useVerifyEmailMutation } from '../../api/passwordApi';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { verifyCopy as copy } from '../../content/verifyEmail';
import { AccountSeo } from './AccountSeo';
import { selectSessionStatus } from '../../features/session/sessionSlice';
import styles from './AuthForm.module.css';

/**
 * /verify-email?token=...: the link of the verification email. Once in the browser it sends the
 * token (the prerendered page, which has none, shows only the title and the wait) and shows the
 * server's answer; logged in or not, the link works. The request's state is in the store.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const loggedIn = useAppSelector(selectSessionStatus) === 'loggedIn';
  const [verify, state] = useVerifyEmailMutation();
  const [noToken, setNoToken] = useState(false);
  const sent = useRef(false);

  const send = () => {
    const token = params.get('token')?.trim() ?? '';
    setNoToken(!token);
    if (token) void verify({ token });
  };
  useEffect(() => {
    // Once, also under StrictMode's second run of effects.
    if (sent.current) return;
    sent.current = true;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failure = noToken
    ? copy.noToken
    : state.isError
      ? (errorText(state.error) ?? copy.failure)
      : null;
  // A fault of the network or the server, not of the link: the same link may work again.
  const canRetry = state.isError && failure === copy.failure;

  return (
    <>
      <AccountSeo page="verifyEmail" noIndex />
      <div className={`container ${styles.wrap}`}>
        <section className={styles.card} aria-labelledby="verify-title">
          <h1 id="verify-title">{copy.title}</h1>
          <div aria-live="polite">
            {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
            {failure && <FlashMessage kind="error" text={failure} />}
          </div>
          {!failure && !state.isSuccess && <LoadingText>{copy.checking}</LoadingText>}
          {canRetry && (
            <Button onClick={send} disabled={state.isLoading}>
              {copy.retry}
            </Button>
          )}
          {(state.isSuccess || failure) && (
            <p className={styles.switch}>
              <Link to={loggedIn ? PATHS.profile : PATHS.login}>
                {loggedIn ? copy.profile : copy.login}
              </Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
