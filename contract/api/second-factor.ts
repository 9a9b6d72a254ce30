// The shapes of sessions and the staff second factor (docs/api.md, docs/security.md): the second
// step of a login, setting up and removing the authenticator app, logging out.

import { type Static, Type } from 'typebox';
import { LIMITS } from '../values/constants';
import { Body } from '../fields';

/** A password as typed to confirm who is there (any length the sign-up rules allow). */
const CurrentPassword = Type.String({ minLength: 1, maxLength: LIMITS.passwordMax });

/** A 6-digit code from the app, or a recovery code (xxxxx-xxxxx). */
const Code = Type.String({ minLength: 1, maxLength: 32 });

/** The login's answer (202) when the account has a second factor: the password was right. */
export const SecondFactorNeeded = Type.Object({
  /** Sent back with the code; valid five minutes. */
  challenge: Type.String(),
  message: Type.String(),
});
export type SecondFactorNeeded = Static<typeof SecondFactorNeeded>;

export const SecondFactorLogin = Body({
  challenge: Type.String({ minLength: 1, maxLength: 2000 }),
  code: Code,
});
export type SecondFactorLogin = Static<typeof SecondFactorLogin>;

export const SecondFactorStatus = Type.Object({
  /** Whether logins of this account ask for a code. */
  enabled: Type.Boolean(),
  /** Set up but not yet confirmed with a code. */
  pending: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  /** Whether the back office needs it (STAFF_REQUIRE_2FA) and the account is staff. */
  required: Type.Boolean(),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatus>;

export const PasswordCheck = Body({ password: CurrentPassword });
export type PasswordCheck = Static<typeof PasswordCheck>;

export const SecondFactorSetup = Type.Object({
  /** The secret in base32, to type into the app. */
  key: Type.String(),
  /** The otpauth:// URI the QR code holds. */
  uri: Type.String(),
  /** The QR code's modules: one string of 0 (light) and 1 (dark) per row, no quiet zone. */
  qr: Type.Array(Type.String()),
});
export type SecondFactorSetup = Static<typeof SecondFactorSetup>;

export const CodeCheck = Body({ code: Code });
export type CodeCheck = Static<typeof CodeCheck>;

/** Shown once, when the second factor is enabled. */
export const RecoveryCodes = Type.Object({
  message: Type.String(),
  recoveryCodes: Type.Array(Type.String()),
});
export type RecoveryCodes = Static<typeof RecoveryCodes>;

export const RemoveSecondFactor = Body({ password: CurrentPassword, code: Code });
export type RemoveSecondFactor = Static<typeof RemoveSecondFactor>;
