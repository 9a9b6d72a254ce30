// A render of the build's page renderer (contract/renderer.ts) kept with its brotli and gzip
// copies.

import { holdsForm } from './form-reply';
import { compressBest } from '../platform/compression';
import { pageContentSecurityPolicy } from '../security/headers';

export interface LivePage {
  etag: string;
  /** Its Content Security Policy (the hashes of its inline stylesheets). */
  csp: string;
  /**
   * It holds a form the browser may post itself (a posting's apply form): it is sent with the
   * visitor's XSRF token written in, never as these shared bytes (live-reply.ts, form-reply.ts).
   */
  form: boolean;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A rendered page with its copies: brotli at quality 11 and gzip at level 9, made once. */
export async function keepRender(html: string, etag: string): Promise<LivePage> {
  const bytes = Buffer.from(html);
  const { br, gzip } = await compressBest(bytes);
  const csp = pageContentSecurityPolicy(html);
  return { etag, csp, form: holdsForm(html), html: bytes, br, gzip };
}
