// The store's interface for sessions kept on the server and the staff second factor
// (sessions.ts implements it; server/accounts/sessions.ts and second-factor.ts use it).

import type { Actor } from '../../db/staff-types';

/** A session kept on the server (server/accounts/sessions.ts): a login token names it. */
interface SessionRecord {
  userId: number;
  lastSeenAt: string;
  /** When it was logged out, timed out or ended everywhere; null while it lasts. */
  endedAt: string | null;
}

export interface SessionsRepository {
  /**
   * Opens a session; the account's ended ones and those opened before `staleBefore` (no token
   * names them any more) are deleted, so the table holds about one row per live token.
   */
  open(id: string, userId: number, at: string, staleBefore: string): Promise<void>;
  find(id: string): Promise<SessionRecord | undefined>;
  /** Moves last_seen_at to `at`, only when it is older than `seenBefore` (few writes). */
  touch(id: string, at: string, seenBefore: string): Promise<void>;
  /** False when there is no such session or it had already ended. */
  end(id: string, at: string): Promise<boolean>;
  /** Ends every session of the account and writes the audit row; how many were open. */
  endAll(userId: number, at: string, actor: Actor): Promise<number>;
}

/** An account's second factor (server/accounts/second-factor.ts). */
interface SecondFactorRecord {
  /** The TOTP secret, sealed. */
  secret: string;
  /** Null while pending: set up, not confirmed with a code yet. */
  enabledAt: string | null;
  lastStep: number | null;
  recoveryCodesLeft: number;
}

export interface SecondFactorRepository {
  find(userId: number): Promise<SecondFactorRecord | undefined>;
  isEnabled(userId: number): Promise<boolean>;
  /** A new pending secret (replacing a pending one); false when one is enabled already. */
  begin(userId: number, secret: string, at: string): Promise<boolean>;
  /**
   * The pending secret becomes enabled, `step` used, with these recovery codes (hashed); audited.
   * False when nothing was pending.
   */
  enable(
    userId: number,
    step: number,
    codeHashes: string[],
    at: string,
    actor: Actor,
  ): Promise<boolean>;
  /** Records a TOTP time step as used; false when it (or a later one) was used already. */
  useStep(userId: number, step: number): Promise<boolean>;
  /** Marks an unused recovery code used (audited); false when there is no such unused code. */
  useRecoveryCode(userId: number, codeHash: string, at: string, actor: Actor): Promise<boolean>;
  /** Removes an enabled second factor and its codes (audited); false when none was enabled. */
  remove(userId: number, actor: Actor): Promise<boolean>;
}
