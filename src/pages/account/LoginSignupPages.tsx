import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Seo } from '../../components/Seo';
import { loginCopy, signupCopy } from '../../content/account';
import { accountSeo } from '../../content/seo/account';
import {
  selectAuthPending,
  selectFlash,
  sessionActions,
} from '../../features/session/sessionSlice';
import { login, signup } from '../../features/session/authThunks';
import { AuthForm } from './AuthForm';

/** Messages belong to the page that showed them: leaving it clears them. */
function useClearFlashOnLeave() {
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(sessionActions.flashDismissed()), [dispatch]);
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  useClearFlashOnLeave();
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
  const navigate = useNavigate();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  useClearFlashOnLeave();
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
        onSubmit={async (credentials) => {
          const done = await dispatch(signup(credentials)).unwrap();
          if (done) navigate(PATHS.login);
        }}
        footer={
          <>
            {signupCopy.switchText} <Link to={PATHS.login}>{signupCopy.switchLink}</Link>
          </>
        }
      />
    </>
  );
}
