// What the rendered site is built from (site.ts, registerSite): the build's and the media's
// folders, and the services its pages read.

import type { Articles } from '../content/articles/service';
import type { Insights } from '../content/insights';
import type { DataStore } from '../db';
import type { PublishedDocuments } from '../content/published';
import type { FormServices } from './form-list';
import type { PreviewOptions } from './preview-page';
import type { Redirects } from './redirect-reply';
import type { LivePageSource } from './live-pages';
import type { Pages } from '../content/pages/service';

export interface SiteOptions extends Pick<PreviewOptions, 'drafts'> {
  distDir: string;
  mediaDir: string;
  /** Where pages rendered with live data read it (live-pages.ts); none: prerendered pages only. */
  store?: DataStore;
  /** The content documents as published (live-pages.ts renders every page from them). */
  published?: PublishedDocuments;
  /** The pages staff build from blocks: rendered at their addresses, in the frame's navigation. */
  pages?: LivePageSource & Pick<Pages, 'all'>;
  /** The insights' articles (content/articles/service.ts): an article's draft in its preview. */
  articles?: Pick<Articles, 'preview' | 'related'>;
  /** What visitors read of the articles: their lists and pages, the sitemap's lines. */
  insights?: Insights;
  /** The old addresses staff redirect: answered before the not-found page. */
  redirects?: Redirects;
  /** The server's secret: preview addresses are signed under a key derived from it. */
  secret: Uint8Array;
  /** INSTANCE_ID, for the answers made from memory (health.ts adds it to the others). */
  instanceId?: string;
  /** TRUST_PROXY is set. */
  behindProxy: boolean;
  /** What the forms the browser posts itself call, as the API does (form-service.ts). */
  services: FormServices;
}
