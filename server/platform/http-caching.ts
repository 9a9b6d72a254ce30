// Conditional GETs and content negotiation, written once for every answer the server builds:
// the site's files and kept pages (site/fast-static.ts), pages rendered with live data
// (site/live-reply.ts), uploaded images (media/serve.ts) and the API answers it compresses itself
// (compression.ts).

/** The content codings the server sends, the one it prefers first. */
export type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** Whether an Accept-Encoding header accepts `coding` (named, or `*`, with a q above 0). */
export const acceptsEncoding = (header: string | undefined, coding: string): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/**
 * The coding to send an answer in: brotli, else gzip, when the browser accepts it and `has` it
 * (a copy in that coding exists, or can be made); undefined: as it is.
 */
export const chooseEncoding = (
  header: string | undefined,
  has: (coding: Coding) => boolean = () => true,
): Coding | undefined => CODINGS.find((coding) => has(coding) && acceptsEncoding(header, coding));

/**
 * Whether the browser's copy is current: If-None-Match names `etag` (weak comparison) or is `*`.
 * No header: false.
 */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
