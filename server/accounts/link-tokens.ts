// The tokens of the single-use links the site emails (a password reset, a staff invitation, an
// email verification): 32 random bytes in base64url, carried in the link's `token` query
// parameter (which the logger redacts: server/platform/logger.ts) and kept only as their SHA-256 hash.

import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes in base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
