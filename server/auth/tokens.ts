// Login tokens: HS256 JWTs signed and verified with jose. Verification pins the algorithm, so
// `alg: none` and every other algorithm are refused, and requires sub, iat and exp. The `ver`
// claim is the account's token version when the token was issued: auth/authenticate.ts refuses a
// token whose version is older than the account's (a password reset or change bumps it).

import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** The user id. */
  userId: number;
  email: string;
  /** The account's token version at issue (0 for tokens from before versions existed). */
  tokenVersion: number;
}

export interface TokenService {
  issue(user: { id: number; email: string; tokenVersion: number }): Promise<string>;
  /** The claims of a valid token; undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

const ALGORITHM = 'HS256';

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async issue(user) {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: user.email, ver: user.tokenVersion })
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
        const sub = payload.sub ?? '';
        if (!/^[1-9]\d{0,15}$/.test(sub)) return undefined;
        return {
          userId: Number(sub),
          email: typeof payload.email === 'string' ? payload.email : '',
          tokenVersion: Number.isSafeInteger(payload.ver) ? (payload.ver as number) : 0,
        };
      } catch {
        return undefined;
      }
    },
  };
}
