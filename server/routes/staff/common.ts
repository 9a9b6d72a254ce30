// What the back-office routes share: path ids, page numbers, the write limit, the errors.

import type { RouteShorthandOptions } from 'fastify';
import type { Sessions } from '../../accounts/sessions';
import type { Config } from '../../config';
import type { Subscribers } from '../../newsletter/subscribers/service';
import type { Campaigns } from '../../newsletter/campaigns/service';
import type { DataStore } from '../../db';
import { HttpError } from '../../platform/errors';
import { perClientLimit } from '../../security/rate-limits';
import type { Redact } from '../../mail/redact';
import type { VariantCache } from '../../media/cache';
import type { Emails } from '../../mail/emails';
import type { PublishedDocuments } from '../../content/published';
import type { SearchIndex } from '../../content/search/indexer';
import type { DraftPages } from '../../content/draft-pages';
import type { Redirects } from '../../content/redirects';
import type { Pages } from '../../content/pages/service';

/** What every back-office route plugin is given (routes/staff/index.ts registers them). */
export interface StaffRouteDeps {
  config: Config;
  store: DataStore;
  /** Session tokens: each issue opens a session kept on the server. */
  tokens: Sessions;
  /** Tells the outbox worker that an email is due (a failed one sent again). */
  notify(): void;
  /** The outbox's clock (tests move it). */
  now(): Date;
  /** Takes secrets out of an email's error text (mail/redact.ts). */
  redact: Redact;
  /** This instance's disk cache of the media library's variants (media/cache.ts). */
  mediaCache: VariantCache;
  /** Makes outbox rows (the emails staff send a job candidate). */
  emails: Emails;
  /** The content documents as published now (the candidate emails' words, the facts). */
  published: Pick<PublishedDocuments, 'all' | 'company' | 'facts' | 'factLostBy'>;
  /** The pages of drafts not saved: the editor's live preview (content/draft-pages.ts). */
  drafts: DraftPages;
  /** The redirects' one service (content/redirects.ts). */
  redirects: Redirects;
  /** The pages staff build from blocks (content/pages/service.ts). */
  pages: Pages;
  /** The site search's index, told of a collection's changes (content/search/indexer.ts). */
  searchIndex: Pick<SearchIndex, 'collectionChanged'>;
  /** The newsletter's subscribers (newsletter/subscribers/service.ts). */
  newsletter: Subscribers;
  /** The newsletter's campaigns (newsletter/campaigns/service.ts). */
  campaigns: Campaigns;
}

/** Ids are positive 32-bit integers in both stores; anything else names nothing. */
const MAX_ID = 2_147_483_647;

/** The path's id as a number; 404 when it cannot name anything. */
export function idOf(params: { id: string }, what: string): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound(what);
  return id;
}

export const notFound = (what: string) => new HttpError(404, `No such ${what}.`);

/** Route options of every back-office write: a generous per-address limit, small JSON bodies. */
export const writeOptions = (
  config: Config,
): Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> => ({
  config: {
    rateLimit: perClientLimit(
      config.rateLimitStaffMax,
      'Too many back-office changes in a short time.',
    ),
  },
  bodyLimit: 64 * 1024,
});

/** Every back-office call may answer these (the guard: accounts/authenticate.ts). */
export const STAFF_ERRORS = [401, 403] as const;

/** ...and every write these too. */
export const WRITE_ERRORS = [400, 401, 403, 429] as const;

/** The OpenAPI bits every content route of the back office shares: its tag and its bearer token. */
export const staffDoc = (summary: string, description?: string, tag = 'staff') => ({
  summary,
  ...(description ? { description } : {}),
  tags: [tag],
  security: [{ bearer: [] }],
});

/** The same for an administration route (admins only: routes/staff/index.ts). */
export const adminDoc = (summary: string, description?: string) =>
  staffDoc(summary, description, 'staff-admin');
