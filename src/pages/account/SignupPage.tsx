import { Navigate } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { signupCopy } from '../../content/account';
import { AccountSeo } from './AccountSeo';
import { selectAuthPending, selectFlash, selectSignedUp } from '../../features/auth/authSlice';
import { signUp } from '../../features/auth/authThunks';
import { AuthForm } from './AuthForm';
import { useAuthPage, useServerAnswer } from './useAuthPage';

/**
 * /signup. A real form: posted before the app ran, or without JavaScript, the server signs up
 * with the same service as the API and answers with this page (server/site/form-pages.ts).
 */
export function SignupPage() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectAuthPending);
  const signedUp = useAppSelector(selectSignedUp);
  useAuthPage();
  const echo = useServerAnswer('signup');
  const flash = useAppSelector(selectFlash) ?? echo?.flash ?? null;
  if (signedUp) return <Navigate to={PATHS.login} />;
  return (
    <>
      <AccountSeo page="signup" path={PATHS.signup} />
      <AuthForm
        title={signupCopy.title}
        lead={signupCopy.lead}
        submitLabel={signupCopy.submit}
        pendingLabel={signupCopy.pending}
        flash={flash}
        pending={pending}
        passwordAutocomplete="new-password"
        passwordHint={signupCopy.passwordRule}
        onSubmit={(credentials) => void dispatch(signUp(credentials))}
        action={PATHS.signup}
        xsrf
        echo={echo}
        footer={
          <>
            {signupCopy.switchText} <Link to={PATHS.login}>{signupCopy.switchLink}</Link>
          </>
        }
      />
    </>
  );
}
