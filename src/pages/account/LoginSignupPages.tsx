import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Seo } from '../../components/Seo';
import { loginCopy, signupCopy } from '../../content/account';
import { accountSeo } from '../../content/seo/account';
import {
  authActions,
  selectAuthPending,
  selectFlash,
  selectSignedUp,
} from '../../features/auth/authSlice';
import { useAuthListeners } from '../../features/auth/authEffects';
import { login, signUp } from '../../features/auth/authThunks';
import { AuthForm } from './AuthForm';

/** The pages' timed messages run while one is open; they belong to it: leaving clears them. */
function useAuthPage() {
  const dispatch = useAppDispatch();
  useAuthListeners();
  useEffect(() => () => void dispatch(authActions.pageLeft()), [dispatch]);
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  useAuthPage();
  return (
    <>
      <Seo {...accountSeo[PATHS.login]} path={PATHS.login} />
      <AuthForm
        title={loginCopy.title}
        lead={loginCopy.lead}
        submitLabel={loginCopy.submit}
        pendingLabel={loginCopy.pending}
        flash={flash}
        pending={pending}
        passwordAutocomplete="current-password"
        onSubmit={(credentials) => void dispatch(login(credentials))}
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

export function SignupPage() {
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  const signedUp = useAppSelector(selectSignedUp);
  useAuthPage();
  if (signedUp) return <Navigate to={PATHS.login} />;
  return (
    <>
      <Seo {...accountSeo[PATHS.signup]} path={PATHS.signup} />
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
