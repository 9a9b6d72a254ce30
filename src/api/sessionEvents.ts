import { createAction } from '@reduxjs/toolkit';

// What an answer of the server says about the session. The API slice raises these events and the
// session feature reacts to them (features/session: its slice and listeners), so the API layer
// depends on no feature. The session's other events are in features/session/events.ts.

/** The token's expiry passed while the page was open, or a call made with it answered 401. */
export const expired = createAction('session/expired');
/** This tab changed the account's password: the server ended the older tokens and sent this one. */
export const tokenRenewed = createAction<{ token: string }>('session/tokenRenewed');
/** A password reset went through in this tab: a session it held was issued before, so it ends. */
export const endedByPasswordReset = createAction('session/endedByPasswordReset');
/** The member deleted their account in this tab: the session ends, with the page's message. */
export const accountDeleted = createAction<{ notice: string }>('session/accountDeleted');

/**
 * The part of the app's state the API reads: the session's token, which the session slice keeps
 * (src/app/rootReducer.ts checks, at compile time, that the state has this shape).
 */
export interface SessionTokenState {
  session: { token: string | null };
}

/** The session's token, or null: RTK Query gives the base query the state as `unknown`. */
export const tokenOf = (getState: () => unknown): string | null =>
  (getState() as SessionTokenState).session.token;
