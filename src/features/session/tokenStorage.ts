import { jwtDecode } from 'jwt-decode';

/** The key the session token is kept under in localStorage (docs/product.md §9). */
export const TOKEN_KEY = 'token';

export const readToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const writeToken = (token: string): void => {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
};

export const removeToken = (): void => {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing to remove.
  }
};

/** Expiry of a token in epoch milliseconds, or null when it does not decode or has no `exp`. */
export const tokenExpiry = (token: string): number | null => {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
};

/** True when the token decodes and its expiry is in the future. */
export const isTokenValid = (token: string, now = Date.now()): boolean => {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
};
