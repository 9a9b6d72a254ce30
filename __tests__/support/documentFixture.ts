// A content document for the editor's tests, built from the field kinds documents are made of
// (contract/content-fields.ts) and sent as the server sends it: JSON.

import { Type } from 'typebox';
import type { AppDispatch } from '../../src/app/rootReducer';
import { makeStore } from '../../src/app/store';
import { documentEndpoints } from '../../src/staff/content/documentsApi';
import { documentActions } from '../../src/staff/content/documentSlice';
import { type FetchDouble, json } from './fetchDouble';
import {
  CountField,
  FlagField,
  Group,
  ImageField,
  ListOf,
  LongTextField,
  PriceField,
  RouteField,
  SeoFields,
  TextField,
} from '../../contract/content-fields';
import type { DocumentState } from '../../src/staff/content/documentsApi';

const Page = Type.Object(
  {
    hero: Group(
      {
        headline: TextField(80, { title: 'Headline' }),
        intro: LongTextField(400, { title: 'Introduction' }),
        link: RouteField({ title: 'Button goes to' }),
        image: ImageField({ title: 'Picture' }),
      },
      { title: 'Hero' },
    ),
    plans: ListOf(
      Group(
        {
          name: TextField(40, { title: 'Name' }),
          price: PriceField({ title: 'Price' }),
          seats: CountField(50, { title: 'Seats' }),
          popular: FlagField({ title: 'Most popular' }),
        },
        { title: 'Plan' },
      ),
      { title: 'Plans', maxItems: 4, itemTitle: 'name' },
    ),
    seo: SeoFields,
  },
  { additionalProperties: false },
);

export const pageSchema = JSON.parse(JSON.stringify(Page)) as Record<string, unknown>;

export const pageData = {
  hero: {
    headline: 'Software that lasts',
    intro: 'We build it.\nWe keep it running.',
    link: '/pricing',
    image: { url: '/images/hero.svg', alt: 'A kestrel in flight', width: 640, height: 480 },
  },
  plans: [
    { name: 'Starter', price: 49, seats: 1, popular: false },
    { name: 'Team', price: 199, seats: 10, popular: true },
  ],
  seo: {
    title: 'Kestrel Software: software that lasts',
    description:
      'Websites, apps and the systems behind them, built to last and kept running by the people who made them.',
  },
};

export const pageState = (over: Partial<DocumentState> = {}): DocumentState => ({
  key: 'home',
  title: 'Home page',
  revision: 3,
  changedAt: '2026-11-20T10:00:00.000Z',
  changedBy: 'ada@example.com',
  published: pageData,
  publishedVersion: 2,
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishedBy: 'ada@example.com',
  draft: null,
  publishAt: null,
  schema: pageSchema,
  ...over,
});

/**
 * A store with the editor open on the home page document (pageData) at revision 3, answered by
 * `net`; `listen` adds the listeners under test first.
 */
export async function openHomeEditor(net: FetchDouble, listen: (dispatch: AppDispatch) => void) {
  net.on('GET', '/api/staff/documents/home', () => json(pageState()));
  const store = makeStore();
  listen(store.dispatch);
  await store.dispatch(documentEndpoints.staffDocument.initiate('home'));
  store.dispatch(
    documentActions.documentLoaded({
      key: 'home',
      revision: 3,
      draft: structuredClone(pageData),
      changedAt: '2026-11-20T10:00:00.000Z',
    }),
  );
  return store;
}
