// A render of the build's page renderer (contract/renderer.ts) kept with its brotli and gzip
// copies.

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { holdsForm } from './form-reply';
import { pageContentSecurityPolicy } from '../security/headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  const csp = pageContentSecurityPolicy(html);
  return { etag, csp, form: holdsForm(html), html: bytes, br, gzip: gz };
}
