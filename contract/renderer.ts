// The seam between the server and the site's build: what the build's page renderer
// (DIST_DIR/.site/render.cjs, bundled from src/prerender.tsx) exports, as the rendered site
// (server/site/live-pages.ts) calls it. src/prerender.tsx `satisfies` this type and the server
// loads the bundle as it, so that a change on either side fails the type check.

import type { DocumentKey } from './values/content/document-keys';

/** The files of one chunk group, from the build's manifest (webpack.plugins.ts, ManifestPlugin). */
export interface ChunkFiles {
  js: string[];
  css: string[];
}
export interface BuildManifest {
  entry: ChunkFiles;
  chunks: Record<string, ChunkFiles>;
}

/** A page rendered into the app's shell. */
interface RenderedDocument {
  /** HTTP status the route would answer (404 for the not-found page). */
  status: number;
  /** Where the route redirects, when it does. */
  redirect?: string;
  /** The whole document. */
  html: string;
}

export interface Renderer {
  renderDocument(
    path: string,
    shell: string,
    manifest: BuildManifest,
    options: {
      readStyle: (href: string) => string;
      /** What the API answers now; the page shows it instead of its loading state. */
      data: Record<string, unknown>;
      notFound?: boolean;
    },
  ): Promise<RenderedDocument>;
  /** Whether the page would refuse to send a form with these values (server/site/form-pages.ts). */
  formRefused(form: string, values: Record<string, string>): boolean;
  /** The content documents the page at this path shows. */
  documentKeys(path: string): Promise<DocumentKey[]>;
  /** The back office's paths: rendered in the browser only, never on the server. */
  APP_ONLY_ROUTES: readonly string[];
}
