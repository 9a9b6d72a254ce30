// The shapes of pages staff build from blocks (server/content/pages/): what visitors read of a
// published page (GET /api/pages/by-path, and the page data a server-rendered page carries), the
// navigation entries of the frame, and the back office's list and its changes. A page's words,
// draft, publish, versions and restore are its document's: /api/staff/documents/page-<id>/…
// (contract/api/documents.ts).

import { type Static, Type } from 'typebox';
import { PageContent } from '../documents/page/schema';
import { PAGE_NAV_PLACES, PAGE_SECTIONS, PAGE_STATUSES, PAGES_MAX } from '../values/content/pages';
import { Timestamp } from '../fields';
import { TextField } from '../content-fields';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Path = Type.String({ description: 'Its address: /services/cloud-migration.' });
const NavPlace = Type.Enum(PAGE_NAV_PLACES, {
  description: 'Where the frame lists it: not at all, in the header or in the footer.',
});

/** A published page, as visitors see it. */
export const PublicPage = Type.Object({
  id: Id,
  path: Path,
  content: PageContent,
  publishedAt: Timestamp,
});
export type PublicPage = Static<typeof PublicPage>;

export const PagePathQuery = Type.Object(
  { path: Type.String({ minLength: 1, maxLength: 200, description: 'The page’s address.' }) },
  { additionalProperties: false },
);
export type PagePathQuery = Static<typeof PagePathQuery>;

/** A page's entry in the header's or the footer's navigation. */
const NavEntry = Type.Object({ title: Type.String(), path: Path });
export type NavEntry = Static<typeof NavEntry>;

export const PageNavigation = Type.Object({
  header: Type.Array(NavEntry),
  footer: Type.Array(NavEntry),
});
export type PageNavigation = Static<typeof PageNavigation>;

/** A page in the back office's list. */
export const PageSummary = Type.Object({
  id: Id,
  key: Type.String({ description: 'Its document: page-<id>.' }),
  title: Type.String({ description: 'As in its draft, else as published.' }),
  path: Type.Union([Path, Type.Null()], {
    description: 'Where visitors see it as published; null before its first publish.',
  }),
  draftPath: Type.String({ description: 'Its address once the draft is published.' }),
  status: Type.Enum(PAGE_STATUSES),
  navPlace: NavPlace,
  navOrder: Type.Integer(),
  publishedVersion: Type.Integer({ description: '0: never published.' }),
  hasDraft: Type.Boolean(),
  publishAt: Type.Union([Timestamp, Type.Null()]),
  updatedAt: Timestamp,
});
export type PageSummary = Static<typeof PageSummary>;

export const NewPage = Type.Object(
  {
    title: TextField(80, { title: 'Title' }),
    section: Type.Enum(PAGE_SECTIONS, {
      description: 'The page it lives under (/ for the top of the site).',
    }),
  },
  { additionalProperties: false },
);
export type NewPage = Static<typeof NewPage>;

/** The pages' places in the navigation: each listed page's place and order. */
export const PagePlaces = Type.Object(
  {
    places: Type.Array(
      Type.Object(
        { id: Id, navPlace: NavPlace, navOrder: Type.Integer({ minimum: 0, maximum: PAGES_MAX }) },
        { additionalProperties: false },
      ),
      { maxItems: PAGES_MAX },
    ),
  },
  { additionalProperties: false },
);
export type PagePlaces = Static<typeof PagePlaces>;
