// Login tokens backed by sessions kept on the server (the `sessions` table): each login opens a
// row with a random id, which the token carries as `sid`. The one guard (authenticate.ts) asks
// here whether a token's session goes on: it must exist, belong to the token's account and not be
// ended (logout, "log out everywhere", idle time). A staff account's session idle for longer than
// STAFF_IDLE_MINUTES ends on its next request. All state is in the database, so every instance
// sharing PostgreSQL sees a logout at once; last_seen_at is written at most once a minute per
// session (TOUCH_MS), so a busy session costs one small UPDATE a minute, not one per request.

import { randomBytes } from 'node:crypto';
import { isStaff } from '../../contract/values/constants';
import type { Actor, DataStore, User } from '../db';
import type { SessionSettings } from './session-settings';
import type { ChallengeClaims, TokenClaims, TokenService } from './tokens';

/** last_seen_at moves at most this often; idle times are measured to within it. */
const TOUCH_MS = 60_000;

export interface Sessions {
  /** Opens a session for the account; its token. */
  issue(user: User): Promise<string>;
  /** The claims of a valid session token (not whether its session goes on: isLive). */
  verify(token: string): Promise<TokenClaims | undefined>;
  issueChallenge(user: User): Promise<string>;
  verifyChallenge(token: string): Promise<ChallengeClaims | undefined>;
  /**
   * Whether the token's session goes on: it exists for this account and has not ended. A staff
   * session idle too long is ended here. Records the request's time (at most once a minute).
   */
  isLive(claims: TokenClaims, user: User): Promise<boolean>;
  /** Ends one session (logout). */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the account (audited); how many were open. */
  endAll(userId: number, actor: Actor): Promise<number>;
  settings: SessionSettings;
}

export interface SessionOptions {
  store: DataStore;
  tokens: TokenService;
  settings: SessionSettings;
  /** How long a token lives: a session opened longer ago than this is of no use any more. */
  tokenTtlSeconds: number;
  /** The clock of idle times (tests move it). */
  now: () => Date;
}

export function createSessions(options: SessionOptions): Sessions {
  const { store, tokens, settings, tokenTtlSeconds, now } = options;
  const at = () => now().toISOString();
  return {
    async issue(user) {
      const id = randomBytes(24).toString('base64url');
      const time = now().getTime();
      await store.sessions.open(
        id,
        user.id,
        new Date(time).toISOString(),
        // A minute's margin: the token's own clock is the real one.
        new Date(time - tokenTtlSeconds * 1000 - 60_000).toISOString(),
      );
      return tokens.issue(user, id);
    },
    verify: (token) => tokens.verify(token),
    issueChallenge: (user) => tokens.issueChallenge(user),
    verifyChallenge: (token) => tokens.verifyChallenge(token),
    async isLive(claims, user) {
      if (claims.sessionId === undefined) return false;
      const session = await store.sessions.find(claims.sessionId);
      if (!session || session.userId !== user.id || session.endedAt !== null) return false;
      const time = now().getTime();
      const idle = time - new Date(session.lastSeenAt).getTime();
      if (isStaff(user.role) && idle > settings.staffIdleMs) {
        await store.sessions.end(claims.sessionId, at());
        return false;
      }
      if (idle >= TOUCH_MS) {
        await store.sessions.touch(
          claims.sessionId,
          new Date(time).toISOString(),
          new Date(time - TOUCH_MS).toISOString(),
        );
      }
      return true;
    },
    async end(sessionId) {
      await store.sessions.end(sessionId, at());
    },
    endAll: (userId, actor) => store.sessions.endAll(userId, at(), actor),
    settings,
  };
}
