// Login tokens: HS256 JWTs signed and verified with jose. Verification pins the algorithm, so
// `alg: none` and every other algorithm are refused, and requires sub, iat and exp. The `ver`
// claim is the account's token version when the token was issued: accounts/authenticate.ts refuses a
// token whose version is older than the account's (a password reset or change bumps it). The
// `sid` claim names the session kept on the server (accounts/sessions.ts); a token without one (issued
// before sessions were kept) counts as ended. A second-factor challenge (`purpose: 2fa`, five
// minutes) is signed with the same secret but is never a session token, and the other way round.

import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** The user id. */
  userId: number;
  email: string;
  /** The account's token version at issue (0 for tokens from before versions existed). */
  tokenVersion: number;
  /** The session's id (accounts/sessions.ts); undefined for tokens from before sessions were kept. */
  sessionId?: string;
}

/** Who passed the password step of a login and still owes the second factor. */
export interface ChallengeClaims {
  userId: number;
  tokenVersion: number;
}

interface TokenUser {
  id: number;
  email: string;
  tokenVersion: number;
}

export interface TokenService {
  issue(user: TokenUser, sessionId: string): Promise<string>;
  /** The claims of a valid token; undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<TokenClaims | undefined>;
  /** The short-lived token of a login's second step. */
  issueChallenge(user: TokenUser): Promise<string>;
  verifyChallenge(token: string): Promise<ChallengeClaims | undefined>;
}

const ALGORITHM = 'HS256';
const CHALLENGE = '2fa';
/** How long the second step of a login may take. */
const CHALLENGE_TTL_SECONDS = 300;

const userIdOf = (sub: string | undefined) =>
  sub !== undefined && /^[1-9]\d{0,15}$/.test(sub) ? Number(sub) : undefined;
const versionOf = (ver: unknown) => (Number.isSafeInteger(ver) ? (ver as number) : 0);

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async issue(user, sessionId) {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: user.email, ver: user.tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const userId = userIdOf(payload.sub);
        if (userId === undefined || payload.purpose !== undefined) return undefined;
        return {
          userId,
          email: typeof payload.email === 'string' ? payload.email : '',
          tokenVersion: versionOf(payload.ver),
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch {
        return undefined;
      }
    },
    async issueChallenge(user) {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ purpose: CHALLENGE, ver: user.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + CHALLENGE_TTL_SECONDS)
        .sign(secret);
    },
    async verifyChallenge(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const userId = userIdOf(payload.sub);
        if (userId === undefined || payload.purpose !== CHALLENGE) return undefined;
        return { userId, tokenVersion: versionOf(payload.ver) };
      } catch {
        return undefined;
      }
    },
  };
}
