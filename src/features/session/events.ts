import { createAction } from '@reduxjs/toolkit';

// Session events live apart from the slice so that the API slice (which ends the session on a 401)
// and the slice (which reacts to them) do not import each other.

/** The start-up check found a valid, unexpired token. */
export const restored = createAction<{ token: string }>('session/restored');
/** The start-up check found no usable token (missing, expired or undecodable). */
export const restoreFailed = createAction('session/restoreFailed');
/** The token's expiry passed while the page was open, or a call made with it answered 401. */
export const expired = createAction('session/expired');
/** Another tab logged in (its token appeared in storage). */
export const loggedInElsewhere = createAction<{ token: string }>('session/loggedInElsewhere');
/** Another tab logged out (the token disappeared from storage). */
export const loggedOutElsewhere = createAction('session/loggedOutElsewhere');
/** This tab changed the account's password: the server ended the older tokens and sent this one. */
export const tokenRenewed = createAction<{ token: string }>('session/tokenRenewed');
/** A password reset went through in this tab: a session it held was issued before, so it ends. */
export const endedByPasswordReset = createAction('session/endedByPasswordReset');
