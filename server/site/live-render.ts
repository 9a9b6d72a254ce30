// The build's page renderer as live-pages.ts uses it: what DIST_DIR/.site/render.cjs exports, and
// a render kept with its brotli and gzip copies.

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { DocumentKey } from '../../contract/documents';
import { holdsForm } from './form-reply';
import { pageContentSecurityPolicy } from '../security/headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What DIST_DIR/.site/render.cjs exports (src/prerender.tsx). */
export interface Renderer {
  renderDocument(
    path: string,
    shell: string,
    manifest: unknown,
    options: {
      readStyle: (href: string) => string;
      data: Record<string, unknown>;
      notFound?: boolean;
    },
  ): Promise<{ status: number; html: string; redirect?: string }>;
  /** Whether the page would refuse to send a form with these values (form-pages.ts). */
  formRefused(form: string, values: Record<string, string>): boolean;
  /** The content documents the page at this path shows. */
  documentKeys(path: string): Promise<DocumentKey[]>;
  /** The back office's paths: rendered in the browser only, never here. */
  APP_ONLY_ROUTES: readonly string[];
}

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
