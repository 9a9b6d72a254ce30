import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loginCopy } from '../../content/account';
import { AccountSeo } from './AccountSeo';
import { selectAuthPending, selectFlash, selectSecondStep } from '../../features/auth/authSlice';
import { login } from '../../features/auth/authThunks';
import { AuthForm } from './AuthForm';
import { SecondStepForm } from './SecondStepForm';
import styles from './AuthForm.module.css';
import { useAuthPage, useServerAnswer } from './useAuthPage';

/**
 * /login. Its form works from the first paint: logging in needs the app (the session lives in the
 * browser), so the page says so without JavaScript, and so does the server's answer to the form
 * posted before the app ran; "Forgot password?" and signing up work without it.
 */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectAuthPending);
  const secondStep = useAppSelector(selectSecondStep);
  useAuthPage();
  const echo = useServerAnswer('login');
  const flash = useAppSelector(selectFlash) ?? echo?.flash ?? null;
  const seo = <AccountSeo page="login" path={PATHS.login} />;
  if (secondStep) {
    return (
      <>
        {seo}
        <SecondStepForm {...secondStep} />
      </>
    );
  }
  return (
    <>
      {seo}
      <AuthForm
        title={loginCopy.title}
        lead={loginCopy.lead}
        submitLabel={loginCopy.submit}
        pendingLabel={loginCopy.pending}
        flash={flash}
        pending={pending}
        passwordAutocomplete="current-password"
        onSubmit={(credentials) => void dispatch(login(credentials))}
        action={PATHS.login}
        echo={echo}
        notice={
          // Without JavaScript only (the server's answer to a post says it already).
          !echo && (
            <noscript>
              <p className={styles.notice}>{loginCopy.needsScript}</p>
            </noscript>
          )
        }
        aside={<Link to={PATHS.forgotPassword}>{loginCopy.forgotLink}</Link>}
        footer={
          <>
            {loginCopy.switchText} <Link to={PATHS.signup}>{loginCopy.switchLink}</Link>
          </>
        }
      />
    </>
  );
}
