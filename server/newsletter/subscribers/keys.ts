// The newsletter's two keys, derived from the server's secret (config/secret.ts) and never
// stored: one keys the hash of a suppressed address (HMAC-SHA256 of the lower-cased address, so
// that the table of suppressions holds no address and cannot be reversed by hashing guesses
// without the secret), the other signs the unsubscribe link every newsletter email carries
// (`<id>.<HMAC of the id>`: checked without the database, never expiring).

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '../../db/types';

const SALT = 'kestrel-newsletter';
const SIGNED_ID = /^([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

export interface NewsletterKeys {
  /** The keyed hash a suppression is kept under. */
  addressHash(address: string): string;
  /** The unsubscribe link's token for a subscription. */
  sign(id: number): string;
  /** The subscription a token names, if its signature holds. */
  verify(token: string): number | undefined;
}

export function newsletterKeys(secret: Uint8Array): NewsletterKeys {
  const key = (info: string) => Buffer.from(hkdfSync('sha256', secret, SALT, info, 32));
  const addressKey = key('suppressed address v1');
  const linkKey = key('unsubscribe link v1');
  const mac = (id: string) => createHmac('sha256', linkKey).update(id).digest();
  return {
    addressHash: (address) =>
      createHmac('sha256', addressKey).update(normalizeEmail(address)).digest('hex'),
    sign: (id) => `${id}.${mac(String(id)).toString('base64url')}`,
    verify(token) {
      const match = SIGNED_ID.exec(token);
      if (!match) return undefined;
      const given = Buffer.from(match[2] as string, 'base64url');
      const expected = mac(match[1] as string);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? Number(match[1])
        : undefined;
    },
  };
}
