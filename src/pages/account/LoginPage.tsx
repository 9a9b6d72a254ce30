import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loginCopy } from '../../content/account';
import { AccountSeo } from './AccountSeo';
import { selectAuthPending, selectFlash, selectSecondStep } from '../../features/auth/authSlice';
import { login } from '../../features/auth/authThunks';
import { AuthForm } from './AuthForm';
import { SecondStepForm } from './SecondStepForm';
import { useAuthPage } from './useAuthPage';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const pending = useAppSelector(selectAuthPending);
  const secondStep = useAppSelector(selectSecondStep);
  useAuthPage();
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
