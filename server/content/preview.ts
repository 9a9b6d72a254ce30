// Previews of a content document's draft: "Preview" in the back office asks for an address
// (POST /api/staff/documents/<key>/preview), which shows the page the document appears on rendered
// with the draft instead of the published version, to whoever opens it within PREVIEW_MINUTES.
// The address carries its expiry and an HMAC of it (under a key derived from the server's secret),
// so every instance accepts it and no table is needed; `sig` is redacted from logged URLs. Preview
// pages are never cached and never indexed (no-store, X-Robots-Tag and a robots meta tag).

import crypto from 'node:crypto';
import type { PreviewItemQuery } from '../../contract/api/documents';
import { DOCUMENTS, type DocumentDeclaration, type DocumentKey } from '../../contract/documents';

const PREVIEW_MINUTES = 30;

export interface PreviewLinks {
  /** A preview address for the document, valid PREVIEW_MINUTES from `now`. */
  addressFor(key: string, now: Date): string;
  /** Whether the address's expiry and signature hold at `now`. */
  valid(key: string, until: string, sig: string, now: Date): boolean;
}

export function previewLinks(secret: Uint8Array): PreviewLinks {
  const hmacKey = crypto.createHmac('sha256', secret).update('content-preview').digest();
  const sign = (key: string, until: string) =>
    crypto.createHmac('sha256', hmacKey).update(`${key}\n${until}`).digest('base64url');
  return {
    addressFor(key, now) {
      const until = String(now.getTime() + PREVIEW_MINUTES * 60_000);
      return `/preview/${key}?until=${until}&sig=${sign(key, until)}`;
    },
    valid(key, until, sig, now) {
      if (!/^\d{13}$/.test(until) || Number(until) < now.getTime()) return false;
      const expected = Buffer.from(sign(key, until));
      const given = Buffer.from(sig);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}

/** The item of a top-level list being edited: contract/api/documents.ts, PreviewItemQuery. */
export type ListItem = PreviewItemQuery;

/**
 * The page a document shows on, for its preview; with `item`, the item's own page in `draft` if
 * the document names one (its declaration's `previewItem`), else the document's page.
 */
export function previewPathOf(key: DocumentKey, draft?: unknown, item?: ListItem): string {
  const declared: DocumentDeclaration = DOCUMENTS[key];
  const per = declared.previewItem;
  if (!per || item?.list !== per.list || item.item === undefined) return declared.preview;
  const list = (draft as Record<string, unknown> | null | undefined)?.[per.list];
  const entry: unknown = Array.isArray(list) ? list[Number(item.item)] : undefined;
  const path =
    entry && typeof entry === 'object' ? per.path(entry as Record<string, unknown>) : undefined;
  return path ?? declared.preview;
}
