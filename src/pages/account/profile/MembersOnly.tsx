import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useAppSelector } from '../../../app/hooks';
import { LoadingText } from '../../../components/LoadingText';
import { statusCopy } from '../../../content/status';
import { selectSessionStatus, sessionPending } from '../../../features/session/sessionSlice';

// The profile's guard (a route of src/app/routes.tsx), in the profile's chunk (members.ts): which
// visitors it is for. The login and sign-up pages' is GuestOnly.tsx, in theirs.

/** The profile needs a session: a logged-out visitor goes to the home page. */
export function MembersOnly() {
  const status = useAppSelector(selectSessionStatus);
  if (sessionPending(status)) return <LoadingText>{statusCopy.checkingSession}</LoadingText>;
  if (status === 'loggedOut') return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}
