// The build's page renderer (contract/renderer.ts: scripts/prerender.mjs copies the bundle of
// src/prerender.tsx to DIST_DIR/.site/render.cjs, beside the shell and the manifest), read again
// when the build changes, and a render of it kept with its brotli and gzip copies.

import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildManifest, Renderer } from '../../contract/renderer';
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

/** The build's renderer, shell and manifest; `key` changes with any of them. */
export interface SiteBuild {
  key: string;
  renderer: Renderer;
  shell: string;
  manifest: BuildManifest;
}

export interface BuildRenderer {
  /** The build as it is now; undefined (said once in the log) when it has no renderer. */
  current(): SiteBuild | undefined;
  /** A stylesheet of the build by its address, read once per build. */
  readStyle(href: string): string;
}

/** The build in `distDir`; `changed` is called when it is read again (what was kept is stale). */
export function buildRenderer(options: {
  distDir: string;
  log: FastifyBaseLogger;
  changed: () => void;
}): BuildRenderer {
  const meta = path.join(options.distDir, '.site');
  const bundle = path.join(meta, 'render.cjs');
  let loaded: SiteBuild | undefined;
  const styles = new Map<string, string>();
  let warned = false;

  /** The build's renderer, shell and manifest, read again when the build changes. */
  const build = () => {
    const files = [bundle, path.join(meta, 'shell.html'), path.join(meta, 'manifest.json')];
    const key = files.map((f) => `${fs.statSync(f).mtimeMs}`).join(':');
    if (loaded?.key !== key) {
      const require = createRequire(__filename);
      delete require.cache[bundle];
      loaded = {
        key,
        renderer: require(bundle) as Renderer,
        shell: fs.readFileSync(files[1] as string, 'utf8'),
        manifest: JSON.parse(fs.readFileSync(files[2] as string, 'utf8')) as BuildManifest,
      };
      styles.clear();
      options.changed();
    }
    return loaded;
  };

  return {
    current() {
      try {
        const site = build();
        warned = false;
        return site;
      } catch (error) {
        if (!warned) {
          options.log.warn({ err: error }, 'no page renderer in the build: prerendered pages only');
          warned = true;
        }
        return undefined;
      }
    },

    readStyle(href) {
      let css = styles.get(href);
      if (css === undefined) {
        const file = path.resolve(options.distDir, `.${href}`);
        if (!file.startsWith(options.distDir + path.sep)) throw new Error(`bad stylesheet ${href}`);
        css = fs.readFileSync(file, 'utf8');
        styles.set(href, css);
      }
      return css;
    },
  };
}
