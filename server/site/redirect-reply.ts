// How the site answers an old address (content/redirects.ts keeps them, in memory): asked before
// the not-found page, so a page of the site always wins. 301 with its target in `Location` (the
// visitor's query kept), cached an hour so that a change reaches browsers the same day; or 410
// with the site's "gone" page (the `gone` document, rendered from what is published, `noindex`,
// a still page without the app's code: the app would draw its not-found page over it). Also the
// site's side of the service's checks: which paths are pages of the site and which its own.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GONE_PATH } from '../../contract/values/content/gone-page';
import type { PublishedDocuments } from '../content/published';
import type { AddressKind, Redirects } from '../content/redirects';

export type { Redirects } from '../content/redirects';
import { type LivePage, keepRender } from './live-render';
import type { LivePages } from './live-pages';
import { sendLivePage } from './live-reply';

/** How long a browser or a cache keeps a 301 before asking again. */
const REDIRECT_CACHE = 'public, max-age=3600';

/** When the build has no renderer: a plain page that says the same. */
const PLAIN_GONE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" ' +
  'content="noindex"><title>Page removed</title></head><body><h1>This page has been removed' +
  '</h1><p><a href="/">Go to the home page</a></p></body></html>';

export interface RedirectReplies {
  /** Answers the request when its address is an old one; false when it is not. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function redirectReplies(
  app: FastifyInstance,
  options: {
    redirects: Redirects;
    published?: PublishedDocuments;
    livePages?: LivePages;
    /** The file of the build a path names (/robots.txt, /favicon.ico), if any. */
    fileIn(path: string): string | undefined;
  },
): RedirectReplies {
  const { redirects, livePages, published } = options;
  redirects.checkAddressesWith(async (path): Promise<AddressKind> => {
    if (options.fileIn(path)) return 'reserved';
    const route = app.findRoute({ method: 'GET', url: path });
    if (route && !('*' in route.params)) return 'reserved';
    // A route of the build's list, or one with data of its own (a study's page: when published).
    const live = livePages?.routeFor(path);
    if (!live) return 'free';
    return (await livePages?.render(live, '')) === 'missing' ? 'free' : 'page';
  });

  /** The gone page as last rendered, with the documents it was rendered from. */
  let kept: { documents: unknown; page: LivePage } | undefined;
  const gonePage = async (): Promise<LivePage> => {
    const documents = published?.all();
    if (kept && kept.documents === documents) return kept.page;
    const html = (await livePages?.renderPreview(GONE_PATH, {})) ?? PLAIN_GONE;
    const page = await keepRender(html, '"gone"');
    kept = { documents, page };
    return page;
  };

  return {
    async send(request, reply) {
      const answer = redirects.resolve(request.raw.url ?? '/');
      if (!answer) return false;
      if (answer.status === 301) {
        reply.header('cache-control', REDIRECT_CACHE).redirect(answer.location, 301);
        return true;
      }
      reply.code(410).header('x-robots-tag', 'noindex');
      await sendLivePage(request, reply, await gonePage());
      return true;
    },
  };
}
