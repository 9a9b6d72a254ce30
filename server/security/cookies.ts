// The little cookie handling the server needs (one cookie, XSRF-TOKEN), done by hand:
// @fastify/cookie 11 loads the `cookie` package with a dynamic import(), which Jest's CommonJS
// runtime cannot execute, and the two functions below are all that is required.

/** The value of cookie `name` in a Cookie request header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

/** A Set-Cookie header value. `value` must be URL-safe (the XSRF token is base64url). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `SameSite=${options.sameSite}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
