// Redirects staff manage (docs/product.md §10.20): an old address of the site that answers 301
// with a new one, or 410 when what it showed is gone. The server and the back office's form read
// the same rules here, so the form can say at its field what the server would refuse.

/** What an old address answers: 301 to its target, or 410 (the site's "gone" page). */
export const REDIRECT_KINDS = ['permanent', 'gone'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

/** The longest old address or target staff may type. */
export const REDIRECT_MAX = 500;

/** Redirects a page of the back office's list shows. */
export const REDIRECTS_PAGE_SIZE = 20;

/**
 * A path of this site: a slash, then segments of the characters an address may carry unescaped
 * (or %-escaped), no empty or dot segment, no query and no fragment.
 */
const PATH =
  /^\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*(?:\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+)*\/?$/;

/** The site's own paths no redirect may take: the back office, the API, the assets, media. */
const RESERVED = ['/api', '/staff', '/assets', '/media', '/preview', '/healthz', '/readyz'];

/**
 * An address as the redirects compare it: its path only (no query, no fragment), without a
 * trailing slash, in lower case (the site's pages match ignoring case).
 */
export const redirectKey = (address: string): string => {
  const path = address.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
};

/** Whether a target is an address on another site (http or https). */
export const isExternal = (target: string): boolean => /^https?:\/\//i.test(target);

/** Why `from` cannot be an old address (undefined: it may, as far as its form goes). */
export function oldAddressProblem(from: string): string | undefined {
  if (from.trim() === '') return 'Give the old address: a path of this site, such as /old-offer.';
  if (/[?#]/.test(from))
    return 'Give the path only, without ? or #: a query is kept on the way to the target.';
  if (isExternal(from) || !from.startsWith('/'))
    return 'The old address is a path of this site: it starts with /, such as /old-offer.';
  if (from.length > REDIRECT_MAX) return `The old address is too long: at most ${REDIRECT_MAX}.`;
  if (!PATH.test(from))
    return 'That is no valid path: use letters, digits, - and _ between single slashes.';
  if (redirectKey(from) === '/') return 'The home page cannot be redirected.';
  const key = redirectKey(from);
  if (RESERVED.some((prefix) => key === prefix || key.startsWith(`${prefix}/`)))
    return 'That address belongs to the back office, the API or the site’s files: it cannot be redirected.';
  return undefined;
}

/** Why `to` cannot be a target (undefined: it may, as far as its form goes). */
export function targetProblem(to: string): string | undefined {
  if (to.trim() === '')
    return 'Give the target: a page of this site, such as /pricing, or an http(s) address.';
  if (to.length > REDIRECT_MAX) return `The target is too long: at most ${REDIRECT_MAX}.`;
  if (isExternal(to)) {
    try {
      const url = new URL(to);
      return url.hostname && !/\s/.test(to) ? undefined : 'That is no valid web address.';
    } catch {
      return 'That is no valid web address.';
    }
  }
  if (!to.startsWith('/'))
    return 'The target is a path of this site (/pricing) or an address starting http:// or https://.';
  const [path = ''] = to.split(/[?#]/);
  if (!PATH.test(path))
    return 'That is no valid path: use letters, digits, - and _ between single slashes.';
  return undefined;
}

/** Why a target that is itself redirected is refused: it names the final target. */
export const chainProblem = (to: string, final: string): string =>
  `${to} is itself redirected to ${final}: point to ${final} instead.`;

/** The final target a chainProblem names (the form offers it), if `message` is one. */
export const finalTargetIn = (message: string): string | undefined =>
  /: point to (\S+) instead\.$/.exec(message)?.[1];
