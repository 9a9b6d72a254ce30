import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { LoadingText } from '../../components/LoadingText';
import { selectSessionStatus } from './sessionSlice';

export const CHECKING_TEXT = 'Checking login status...';

/** Login and sign-up are for visitors: a logged-in user goes to the home page. */
export function GuestOnly() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <LoadingText>{CHECKING_TEXT}</LoadingText>;
  if (status === 'loggedIn') return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}

/** The profile needs a session: a logged-out visitor goes to the home page. */
export function MembersOnly() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <LoadingText>{CHECKING_TEXT}</LoadingText>;
  if (status === 'loggedOut') return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}
