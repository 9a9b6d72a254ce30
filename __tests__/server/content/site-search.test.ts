// The site search (server/content/search/): the index kept from what is published, on every
// store. Published words are found, a draft's are not, an unpublished product's leave, a title's
// match comes first, and the snippet marks the words.

import type { FastifyBaseLogger } from 'fastify';
import { COMMAND_LINE } from '../../../server/cli/staff';
import { openDataStore, type DataStore } from '../../../server/db';
import { loadPublished, type PublishedDocuments } from '../../../server/content/published';
import { createSearchIndex, type SearchIndex } from '../../../server/content/search/indexer';
import { siteSearch } from '../../../server/content/search/service';
import { snippetOf, titleParts } from '../../../server/content/search/snippet';
import type { DocumentData } from '../../../contract/documents';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const staff = { id: null, email: 'tests@example.com' };
/** Failures to read or index fail the test's expectations instead. */
const log = { error: () => undefined } as unknown as FastifyBaseLogger;

const product = (title: string, description: string, published = true) => ({
  title,
  priceCents: 1000,
  category: 'plugins' as const,
  description,
  image: '/media/products/formguard-plugin.svg',
  published,
});

describe.each(STORE_TABLE)('the site search on the %s store', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  let published: PublishedDocuments;
  let index: SearchIndex;

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
    published = await loadPublished(store, log);
    index = await createSearchIndex({ store, published, log: log });
  });
  afterEach(async () => {
    await index.close();
    published.close();
    await store.close();
    await database.dispose();
  });

  const search = (q: string, page = 1) => siteSearch(store, { q, page });
  const titles = async (q: string) => (await search(q)).items.map((item) => item.title);

  /** Saves a draft of the support page whose first question is `question`; publishes it if asked. */
  const changeFaq = async (question: string, publish: boolean) => {
    const doc = (await store.documents.get('support'))!;
    const data = doc.published as DocumentData<'support'>;
    const [first, ...rest] = data.faq.items;
    const changed = { ...data, faq: { ...data.faq, items: [{ ...first!, question }, ...rest] } };
    const draft = await store.documents.saveDraft('support', changed, doc.revision, staff);
    if (!publish) return;
    await store.documents.publish(
      'support',
      { revision: (draft as { revision: number }).revision },
      staff,
    );
    for (let attempt = 0; attempt < 100 && !(await titles(question)).length; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await index.settled();
  };

  it('finds the published pages, FAQ answers and products, with their addresses', async () => {
    const faq = await search('cost website');
    expect(faq.total).toBeGreaterThan(0);
    expect(faq.items.some((item) => item.path.startsWith('/support/FAQ#'))).toBe(true);
    await store.content.products.create(
      product('Zephyrine Toolkit', 'Sails quickly.'),
      COMMAND_LINE,
    );
    await index.collectionChanged('products');
    const found = await search('zephyr');
    expect(found.items).toEqual([
      expect.objectContaining({
        title: 'Zephyrine Toolkit',
        path: '/products?q=Zephyrine+Toolkit',
        // Where it is, as a visitor reads it: the shop's name (its page's heading) › the product.
        place: 'Shop › Zephyrine Toolkit',
      }),
    ]);
  });

  it("finds the company's facts as the pages show them, not their placeholders", async () => {
    // The about page's words say "founded in {established} in {city}".
    const found = await search('founded portsmouth');
    const about = found.items.find((item) => item.path === '/about');
    expect(about).toBeDefined();
    const snippet = about!.snippet.map((part) => part.text).join('');
    expect(snippet).toContain('Portsmouth');
    expect(snippet).not.toContain('{');
    expect((await search('city')).items.some((item) => item.path === '/about')).toBe(false);
  });

  it('finds no draft, finds a publish, and forgets what is unpublished', async () => {
    await changeFaq('Do you build quasarwidgets?', false);
    expect(await titles('quasarwidgets')).toEqual([]);
    await changeFaq('Do you build quasarwidgets?', true);
    expect(await titles('quasarwidgets')).toEqual(['Do you build quasarwidgets?']);

    const made = await store.content.products.create(
      product('Gryphonix Suite', 'Flies.'),
      COMMAND_LINE,
    );
    await store.content.products.create(product('Hidden Gryphonix', 'Draft.', false), COMMAND_LINE);
    await index.collectionChanged('products');
    expect(await titles('gryphonix')).toEqual(['Gryphonix Suite']);
    await store.content.products.update(
      made.id,
      { ...product('Gryphonix Suite', 'Flies.', false) },
      COMMAND_LINE,
    );
    await index.collectionChanged('products');
    expect(await titles('gryphonix')).toEqual([]);
  });

  it('ranks a match in the title first, and marks the words in the snippet', async () => {
    await store.content.products.create(
      product('Plain Kit', 'Speaks of the marmoset marmoset marmoset, and the marmoset again.'),
      COMMAND_LINE,
    );
    await store.content.products.create(product('Marmoset Deluxe', 'A toolkit.'), COMMAND_LINE);
    await index.collectionChanged('products');
    const found = await search('marmo');
    expect(found.items.map((item) => item.title)).toEqual(['Marmoset Deluxe', 'Plain Kit']);
    const snippet = found.items[1]!.snippet;
    expect(snippet.filter((part) => part.mark).map((part) => part.text)).toEqual([
      'marmoset',
      'marmoset',
      'marmoset',
      'marmoset',
    ]);
    expect(snippet.map((part) => part.text).join('')).toBe(
      'Speaks of the marmoset marmoset marmoset, and the marmoset again. · plugins',
    );
    // The title's words are marked too; matched in its title alone, the snippet is the text's
    // start, nothing marked.
    expect(found.items[0]!.titleParts).toEqual([
      { text: 'Marmoset', mark: true },
      { text: ' Deluxe', mark: false },
    ]);
    expect(found.items[0]!.snippet).toEqual([{ text: 'A toolkit. · plugins', mark: false }]);
    expect(found.items[1]!.titleParts).toEqual([{ text: 'Plain Kit', mark: false }]);
  });

  it('answers nothing for no words, and pages of at most ten', async () => {
    expect(await search('')).toMatchObject({ items: [], total: 0, pages: 0 });
    for (let i = 0; i < 12; i += 1) {
      await store.content.products.create(product(`Wombat ${i}`, 'A wombat.'), COMMAND_LINE);
    }
    await index.collectionChanged('products');
    const first = await search('wombat');
    expect(first).toMatchObject({ total: 12, pages: 2, page: 1 });
    expect(first.items).toHaveLength(10);
    expect((await search('wombat', 2)).items).toHaveLength(2);
  });

  it('still puts the title matches first, and counts them all, for a word on most pages', async () => {
    // More matches than are ranked in full: the pages whose title has the word are written
    // last (the largest ids), after 1,200 that have it in their text only.
    const page = (i: number, title: string, body: string) => ({
      path: `/bench/${i}`,
      title,
      body,
      until: null,
    });
    const entries = [
      ...Array.from({ length: 1200 }, (_, i) => page(i, `Page ${i}`, `Text about ocelots ${i}.`)),
      page(1200, 'Ocelot care', 'A guide.'),
      page(1201, 'Ocelots at home', 'The ocelot ocelot of it.'),
    ];
    await store.search.replace('bench', entries, new Date().toISOString());
    const first = await search('ocelot');
    expect(first.total).toBe(1202);
    expect(first.pages).toBe(20);
    expect(
      first.items
        .slice(0, 2)
        .map((item) => item.path)
        .sort(),
    ).toEqual(['/bench/1200', '/bench/1201']);
    expect(first.items).toHaveLength(10);
    const last = await search('ocelot', 20);
    expect(last.items).toHaveLength(10);
    expect(last.items.every((item) => item.path.startsWith('/bench/'))).toBe(true);
  });
});

describe('a snippet', () => {
  it('is the start of the text when the words matched in the title alone', () => {
    const text = `Our team plans each step with you. ${'More words follow here. '.repeat(20)}`;
    const parts = snippetOf(text, ['migration']);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.mark).toBe(false);
    expect(parts[0]!.text.startsWith('Our team plans each step')).toBe(true);
    expect(parts[0]!.text.endsWith(' …')).toBe(true);
  });

  it('marks every matching word of a title, whole', () => {
    expect(titleParts('Cloud migration: a cloud guide', ['cloud', 'migr'])).toEqual([
      { text: 'Cloud', mark: true },
      { text: ' ', mark: false },
      { text: 'migration', mark: true },
      { text: ': a ', mark: false },
      { text: 'cloud', mark: true },
      { text: ' guide', mark: false },
    ]);
  });

  it('cuts long text around the first match, at words, and marks each matching word', () => {
    const text = `${'Lorem ipsum dolor '.repeat(20)}the Harbour agency ${'sit amet '.repeat(40)}`;
    const parts = snippetOf(text, ['harb', 'agen']);
    expect(parts[0]!.text.startsWith('… ')).toBe(true);
    expect(parts.at(-1)!.text.endsWith(' …')).toBe(true);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Harbour', 'agency']);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(200);
  });

  it('matches ignoring case and accents', () => {
    const parts = snippetOf('Un Café à Zürich', ['cafe', 'zuri']);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Café', 'Zürich']);
  });
});
