// What the site's renderer of rich text needs (src/components/content/RichText.tsx), the server's
// renderer to email too: the format bits it draws and which links it draws. It is in the public
// JavaScript of every page that shows rich text, so it holds no words (the reasons a link is
// refused, in an owner's words, are rich-text.ts's linkProblem) and imports nothing.

/** Lexical's text format bits that are kept: bold, italic and inline code. */
export const TEXT_FORMATS = { bold: 1, italic: 2, code: 16 } as const;

/** A link's address may be at most this long. */
export const LINK_URL_MAX = 500;

/** The back office, the API and the previews: never a link target in a page's words. */
const PRIVATE_PATH = /^\/(staff|api|preview)(\/|\?|#|$)/i;
/** A path of this site, as a link field takes it (RouteField), and never protocol-relative. */
const SITE_PATH = /^\/(?!\/)[a-zA-Z0-9/_.-]*(\?[a-z]+=[a-zA-Z0-9_-]+)?(#[a-zA-Z0-9_-]+)?$/;
const WEB = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^\s<>"]*)?$/i;
const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>"]+$/i;
const TEL = /^tel:\+?[0-9][0-9 ().-]{2,30}$/i;

/** Why a link's address is refused; undefined when it may be used. */
export type LinkRefusal = 'long' | 'private' | 'notAPage' | 'unusable';

/** The rule a link's address breaks, if any. */
export function linkRefusal(url: string): LinkRefusal | undefined {
  if (url.length > LINK_URL_MAX) return 'long';
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (PRIVATE_PATH.test(url)) return 'private';
    return SITE_PATH.test(url) && !url.includes('..') ? undefined : 'notAPage';
  }
  return WEB.test(url) || MAILTO.test(url) || TEL.test(url) ? undefined : 'unusable';
}

/** A link the site draws: a page of its own, or an address outside it (with rel="noopener"). */
export const isSafeLink = (url: unknown): url is string =>
  typeof url === 'string' && linkRefusal(url) === undefined;

export const isExternalLink = (url: string): boolean => /^https?:/i.test(url);
