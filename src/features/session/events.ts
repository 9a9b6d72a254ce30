import { createAction } from '@reduxjs/toolkit';

// The session's events that no API answer raises; those that one does (a 401, a password change
// or reset) are in src/api/sessionEvents.ts, so that the API slice imports no feature.

/** The app started its start-up check: it reads the stored token (the server never knows it). */
export const checkStarted = createAction('session/checkStarted');
/** The start-up check found a valid, unexpired token. */
export const restored = createAction<{ token: string }>('session/restored');
/** The start-up check found no usable token (missing, expired or undecodable). */
export const restoreFailed = createAction('session/restoreFailed');
/** Another tab logged in (its token appeared in storage). */
export const loggedInElsewhere = createAction<{ token: string }>('session/loggedInElsewhere');
/** Another tab logged out (the token disappeared from storage). */
export const loggedOutElsewhere = createAction('session/loggedOutElsewhere');
/**
 * A login was sent (features/auth/authThunks.ts): the login page shows it, and a notice of how
 * the last session ended goes.
 */
export const loginStarted = createAction('session/loginStarted');
