import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { LoadingText } from '../../components/LoadingText';
import { statusCopy } from '../../content/status';
import { selectOneTimePassword } from '../../features/auth/authSlice';
import { selectSessionStatus } from '../../features/session/sessionSlice';

// The login and sign-up pages' guard (a route of src/app/routes.tsx), in their chunk (area.ts):
// which visitors they are for. The profile's is profile/MembersOnly.tsx, in the profile's.

/**
 * Where a login may send the visitor back to: a path of this site only (one '/', then not a
 * second '/' or '\', which browsers read as another host), never an address elsewhere.
 */
const sameSite = (from: unknown): from is string =>
  typeof from === 'string' && /^\/(?![/\\])/.test(from) && !/[\s\\]/.test(from);

/**
 * Login and sign-up are for visitors: a logged-in user goes to the home page, or back to the page
 * that asked for a login (the back office, a course's Enrol button); a one-time password's
 * session goes to the profile, whose change-password form is all the server lets it use. Before
 * the app has checked (`unchecked`: the page the server sent, which knows no session) the page
 * shows its form, which works without the app; while the app checks, the checking text.
 */
export function GuestOnly() {
  const status = useAppSelector(selectSessionStatus);
  const oneTime = useAppSelector(selectOneTimePassword);
  const location = useLocation();
  if (status === 'loading') return <LoadingText>{statusCopy.checkingSession}</LoadingText>;
  // The page that sent the visitor here to come back to (a path of this site only).
  const from = (location.state as { from?: unknown } | null)?.from;
  if (status === 'loggedIn' && oneTime) return <Navigate to={PATHS.profile} replace />;
  if (status === 'loggedIn') return <Navigate to={sameSite(from) ? from : PATHS.home} replace />;
  return <Outlet />;
}
