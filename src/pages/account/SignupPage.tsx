import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { signupCopy } from '../../content/account';
import { AccountSeo } from './AccountSeo';
import { selectAuthPending, selectFlash, selectSignedUp } from '../../features/auth/authSlice';
import { signUp } from '../../features/auth/authThunks';
import { AuthForm } from './AuthForm';
import { useAuthPage } from './useAuthPage';

export function SignupPage() {
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  const signedUp = useAppSelector(selectSignedUp);
  useAuthPage();
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
        footer={
          <>
            {signupCopy.switchText} <Link to={PATHS.login}>{signupCopy.switchLink}</Link>
          </>
        }
      />
    </>
  );
}
