// Full-text search (server/db/full-text.ts) and keyset pages (server/db/keyset.ts), held against
// every store: SQLite's FTS5 and PostgreSQL's text search must find, rank and page alike.

import { COMMAND_LINE } from '../../../server/cli/staff';
import { InvalidCursorError } from '../../../server/db/keyset';
import { openDataStore, type DataStore } from '../../../server/db';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const product = (title: string, description = 'A product.', priceCents = 1000) => ({
  title,
  priceCents,
  category: 'plugins' as const,
  description,
  image: '/media/products/formguard-plugin.svg',
  published: true,
});

describe.each(STORE_TABLE)('the %s store, search and pages', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
  });
  afterEach(async () => {
    await store.close();
    await database.dispose();
  });

  const message = (i: number, text = 'Hello there') =>
    store.contactMessages.insert({
      fullName: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      subject: `Subject ${i}`,
      message: text,
    });

  /** Every page of the inbox for `q`, following `next`: the names in order, and the pages. */
  const walkInbox = async (q?: string) => {
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await store.staff.messages.list({ q, cursor });
      pages += 1;
      names.push(...page.items.map((m) => m.fullName));
      if (page.next === null) return { names, pages, total: page.total };
      cursor = page.next;
    }
  };

  it('pages the inbox by cursor, newest first, each message once', async () => {
    for (let i = 1; i <= 45; i += 1) await message(i, i % 3 === 0 ? 'Invoice overdue' : 'Hello');
    const all = await walkInbox();
    expect(all).toMatchObject({ pages: 3, total: 45 });
    expect(all.names).toEqual(Array.from({ length: 45 }, (_, i) => `Visitor ${45 - i}`));
    const invoices = await walkInbox('INVOI');
    expect(invoices).toMatchObject({ pages: 1, total: 15 });
    expect(invoices.names[0]).toBe('Visitor 45');
  });

  it('neither skips nor repeats a message when one arrives between two pages', async () => {
    for (let i = 1; i <= 25; i += 1) await message(i);
    const first = await store.staff.messages.list({});
    await message(26);
    const second = await store.staff.messages.list({ cursor: first.next! });
    expect([...first.items, ...second.items].map((m) => m.fullName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Visitor ${25 - i}`),
    );
    expect(second).toMatchObject({ total: 26, next: null });
  });

  it('refuses a cursor that is not one the list gave', async () => {
    await expect(store.staff.messages.list({ cursor: 'WyJhIiwiYiJd' })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
    await expect(store.staff.audit.list({ cursor: 'bm90IGpzb24' })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });

  it('keeps the index with the rows: a new title is found, the old one and a deleted item not', async () => {
    const created = await store.content.products.create(product('Quokka Analytics'), COMMAND_LINE);
    const find = async (search: string) =>
      (await store.content.products.page({ search, limit: 50 })).items.map((p) => p.title);
    expect(await find('quok')).toEqual(['Quokka Analytics']);
    await store.content.products.update(created.id, product('Wombat Analytics'), COMMAND_LINE);
    expect(await find('quok')).toEqual([]);
    expect(await find('wombat analy')).toEqual(['Wombat Analytics']);
    await store.content.products.remove(created.id, COMMAND_LINE);
    expect(await find('wombat')).toEqual([]);
  });

  it('ranks the best match first and pages through the matches by cursor', async () => {
    await store.content.products.create(
      product('Plain kit', 'Mentions zebra once among many other words of a long description.'),
      COMMAND_LINE,
    );
    await store.content.products.create(
      product('Zebra Zebra kit', 'Zebra patterns, zebra icons, zebra everything.'),
      COMMAND_LINE,
    );
    const ranked = await store.content.products.page({
      search: 'zebra',
      order: 'relevance',
      limit: 1,
    });
    expect(ranked.items.map((p) => p.title)).toEqual(['Zebra Zebra kit']);
    expect(ranked.total).toBe(2);
    const rest = await store.content.products.page({
      search: 'zebra',
      order: 'relevance',
      limit: 1,
      cursor: ranked.next!,
    });
    expect(rest).toMatchObject({ items: [{ title: 'Plain kit' }], next: null });
  });

  it('finds members by the start of a word of their name or email', async () => {
    await store.users.create({ email: 'ada.lovelace@example.com', passwordHash: 'h', name: 'Ada' });
    await store.users.create({ email: 'grace@navy.example', passwordHash: 'h', name: 'Grace H' });
    const emails = async (q: string) =>
      (await store.staff.accounts.list({ q })).items.map((a) => a.email);
    expect(await emails('lovel')).toEqual(['ada.lovelace@example.com']);
    expect(await emails('grace navy')).toEqual(['grace@navy.example']);
    expect(await emails('ovelace')).toEqual([]);
  });
});
