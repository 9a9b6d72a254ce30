// The staff second factor: TOTP (RFC 6238 through otpauth: SHA-1, 6 digits, 30 s, what every
// authenticator app reads from the QR code) and ten single-use recovery codes.
//
// - The secret (20 random bytes) is sealed at rest with AES-256-GCM under a key derived from the
//   JWT secret (mail/seal.ts's createTextBox), so a copy of the database alone cannot make codes.
// - A code is accepted for the time step before, at or after now (clocks drift), and only when its
//   time step is later than the last one accepted: one conditional UPDATE (store.secondFactor
//   .useStep), so a code seen once cannot be replayed, on any instance.
// - Recovery codes (10 characters of base32, shown as xxxxx-xxxxx, 50 random bits each) are kept
//   as HMAC-SHA-256 under another derived key and marked used in a conditional UPDATE.
// - The QR code is drawn here (uqr) and sent as rows of modules: no outside service sees the key.

import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import type { Actor, DataStore, User } from '../db';
import { createTextBox } from '../mail/seal';

const ISSUER = 'Kestrel Software';
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

interface SecondFactorSetup {
  /** The secret in base32, for typing into an app that cannot scan. */
  key: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code's modules, a string of 0 and 1 per row (no quiet zone). */
  qr: string[];
}

interface SecondFactorStatus {
  enabled: boolean;
  pending: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactor {
  status(userId: number): Promise<SecondFactorStatus>;
  /** A new pending secret; undefined when the account has one enabled already. */
  begin(user: User): Promise<SecondFactorSetup | undefined>;
  /** Enables the pending secret with a current code: the recovery codes (shown once), or why not. */
  confirm(user: User, code: string): Promise<string[] | 'nothing pending' | 'wrong code'>;
  /**
   * A current 6-digit code not used before, or an unused recovery code (then used up, audited
   * with `actor`). False otherwise, and for an account without an enabled second factor.
   */
  check(user: User, code: string, actor: Actor): Promise<boolean>;
  /** Removes it (audited); false when none was enabled. */
  remove(userId: number, actor: Actor): Promise<boolean>;
}

/** Digits only: the code an app shows (spaces typed between the digits are dropped). */
const totpCode = (code: string) => {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
};

/** A recovery code as stored: lower case, without the hyphen or spaces. */
const recoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function createSecondFactor(
  store: DataStore,
  serverSecret: Uint8Array,
  now: () => Date,
): SecondFactor {
  const box = createTextBox(serverSecret, 'kestrel-second-factor', 'totp secret v1');
  const codeKey = Buffer.from(
    hkdfSync('sha256', serverSecret, 'kestrel-recovery-codes', 'recovery code v1', 32),
  );
  const hashCode = (code: string) =>
    createHmac('sha256', codeKey).update(recoveryCode(code)).digest('hex');
  const totpOf = (email: string, secret: string) =>
    new TOTP({
      issuer: ISSUER,
      label: email,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });
  /** The time step of a valid code for the sealed secret, or undefined. */
  const stepOf = (email: string, sealed: string, code: string) => {
    const digits = totpCode(code);
    if (digits === undefined) return undefined;
    const timestamp = now().getTime();
    const delta = totpOf(email, box.open(sealed)).validate({ token: digits, timestamp, window: 1 });
    return delta === null ? undefined : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  };

  return {
    async status(userId) {
      const record = await store.secondFactor.find(userId);
      return {
        enabled: Boolean(record?.enabledAt),
        pending: record !== undefined && record.enabledAt === null,
        recoveryCodesLeft: record?.enabledAt ? record.recoveryCodesLeft : 0,
      };
    },
    async begin(user) {
      const secret = new Secret({ size: 20 }).base32;
      if (!(await store.secondFactor.begin(user.id, box.seal(secret), now().toISOString()))) {
        return undefined;
      }
      const uri = totpOf(user.email, secret).toString();
      const qr = encode(uri, { ecc: 'M', border: 0 }).data.map((row) =>
        row.map((dark) => (dark ? '1' : '0')).join(''),
      );
      return { key: secret, uri, qr };
    },
    async confirm(user, code) {
      const record = await store.secondFactor.find(user.id);
      if (!record || record.enabledAt !== null) return 'nothing pending';
      const step = stepOf(user.email, record.secret, code);
      if (step === undefined) return 'wrong code';
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      const enabled = await store.secondFactor.enable(
        user.id,
        step,
        codes.map(hashCode),
        now().toISOString(),
        { id: user.id, email: user.email },
      );
      return enabled ? codes : 'nothing pending';
    },
    async check(user, code, actor) {
      const record = await store.secondFactor.find(user.id);
      if (!record || record.enabledAt === null) return false;
      if (totpCode(code) !== undefined) {
        const step = stepOf(user.email, record.secret, code);
        return step !== undefined && (await store.secondFactor.useStep(user.id, step));
      }
      const typed = recoveryCode(code);
      if (!/^[a-z2-7]{10}$/.test(typed)) return false;
      return store.secondFactor.useRecoveryCode(
        user.id,
        hashCode(typed),
        now().toISOString(),
        actor,
      );
    },
    remove: (userId, actor) => store.secondFactor.remove(userId, actor),
  };
}
