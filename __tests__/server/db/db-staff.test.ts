// The back office's repositories (server/db/staff-types.ts), held against every store: SQLite
// always, PostgreSQL too when TEST_DATABASE_URL is set (stores.ts).

import type { Role } from '../../../contract/values/constants';
import { COMMAND_LINE } from '../../../server/cli/staff';
import { LastAdminError, openDataStore, type DataStore } from '../../../server/db';
import { internships, jobs } from '../../../server/content/posts';
import { products } from '../../../server/content/products';
import { testimonials } from '../../../server/content/testimonials';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { postInput } from '../hiring/posting-support';

describe.each(STORE_TABLE)('the %s store, back office', (_name, harness) => {
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

  const account = async (email: string, role: Role = 'member') => {
    const user = await store.users.create({ email, passwordHash: 'h', name: email });
    if (role !== 'member') await store.staff.accounts.setRole(user.id, role, COMMAND_LINE);
    return user;
  };

  it('starts with the demo content, published, and new ids after the seeded ones', async () => {
    const published = await store.content.posts.listPublished({ field: 'type', value: 'job' });
    expect(published.map((p) => p.title)).toEqual(jobs.map((p) => p.title));
    const interns = await store.content.posts.listPublished({ field: 'type', value: 'internship' });
    expect(interns.map((p) => p.id)).toEqual(internships.map((p) => p.id));
    expect(
      (await store.content.testimonials.page({ limit: 100 })).items.map((t) => t.photo),
    ).toEqual(testimonials.map((t) => t.photo));
    const stored = (await store.content.products.page({ limit: 100 })).items;
    expect(stored.map((p) => p.priceCents)).toEqual(products.map((p) => Math.round(p.price * 100)));
    expect(stored[0]).toMatchObject({ ratingRate: products[0]!.rating.rate, published: true });
    const created = await store.content.testimonials.create(
      { name: 'N', designation: 'D', message: 'M', photo: null, published: false },
      COMMAND_LINE,
    );
    expect(created.id).toBeGreaterThan(Math.max(...testimonials.map((t) => t.id)));
    expect(await store.content.testimonials.listPublished()).not.toContainEqual(
      expect.objectContaining({ id: created.id }),
    );
  });

  it('writes one audit row per change, with before and after, newest first', async () => {
    const staff = await account('boss@example.com', 'admin');
    const actor = { id: staff.id, email: staff.email };
    const post = await store.content.posts.create(
      postInput({ type: 'internship', title: 'T', body: 'B', published: true } as const),
      actor,
    );
    await store.content.posts.update(post.id, { ...post, title: 'T2' }, actor);
    expect(await store.content.posts.remove(post.id, actor)).toBe(true);
    expect(await store.content.posts.remove(post.id, actor)).toBe(false);
    expect(await store.content.posts.update(post.id, post, actor)).toBeUndefined();
    const audit = await store.staff.audit.list({});
    expect(audit.items.slice(0, 3).map((e) => e.action)).toEqual([
      'post.delete',
      'post.update',
      'post.create',
    ]);
    expect(audit.items[1]).toMatchObject({
      actorId: staff.id,
      actorEmail: 'boss@example.com',
      entityId: post.id,
      before: { title: 'T' },
      after: { title: 'T2' },
    });
    expect(audit.items[3]).toMatchObject({ action: 'user.role', actorEmail: 'command line' });
  });

  it('keeps the audit log append-only', async () => {
    await account('a@example.com', 'admin');
    expect(await database.query('SELECT id, action FROM audit_log')).toHaveLength(1);
    // The driver's error may come from another realm (not instanceof Error here): match its text.
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'no error',
        (error: unknown) => String((error as { message?: unknown }).message ?? error),
      );
    expect(await failure(database.query("UPDATE audit_log SET action = 'x' RETURNING id"))).toMatch(
      /append-only/,
    );
    expect(await failure(database.query('DELETE FROM audit_log RETURNING id'))).toMatch(
      /append-only/,
    );
    expect((await store.staff.audit.list({})).total).toBe(1);
  });

  it('never leaves no admin, and then writes no audit row', async () => {
    const only = await account('only@example.com', 'admin');
    await expect(store.staff.accounts.setRole(only.id, 'member', COMMAND_LINE)).rejects.toThrow(
      LastAdminError,
    );
    expect(await store.staff.accounts.listStaff()).toEqual([
      expect.objectContaining({ id: only.id, role: 'admin' }),
    ]);
    expect((await store.staff.audit.list({})).total).toBe(1);
    const second = await account('second@example.com', 'admin');
    // Two demotions at once: one wins, the other finds itself the last.
    const results = await Promise.allSettled([
      store.staff.accounts.setRole(only.id, 'member', COMMAND_LINE),
      store.staff.accounts.setRole(second.id, 'member', COMMAND_LINE),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.staff.accounts.listStaff()).toHaveLength(1);
    expect(await store.staff.accounts.setRole(424242, 'admin', COMMAND_LINE)).toBeUndefined();
    expect((await store.users.findById(only.id))?.role).toBeDefined();
  });

  it('searches the inbox by words, any case, each as the start of a word, filters by status, counts unread', async () => {
    for (const [fullName, message] of [
      ['Ann', 'Ready at 100% capacity'],
      ['Bob', 'Call me'],
      ['Cy', 'snake_case please'],
    ] as const) {
      await store.contactMessages.insert({
        fullName,
        email: `${fullName}@x.com`,
        subject: 'S',
        message,
      });
    }
    const names = async (q: string) =>
      (await store.staff.messages.list({ q })).items.map((m) => m.fullName);
    const all = await store.staff.messages.list({});
    expect(all.items.map((m) => m.fullName)).toEqual(['Cy', 'Bob', 'Ann']);
    // Punctuation separates words and is no query syntax; a word's start matches.
    expect(await names('100%')).toEqual(['Ann']);
    expect(await names('CAPA read')).toEqual(['Ann']);
    expect(await names('snake_c')).toEqual(['Cy']);
    expect(await names('"snake"*)(')).toEqual(['Cy']);
    // Every word must match, and a word is matched from its start only.
    expect(await names('call ann')).toEqual([]);
    expect(await names('apacity')).toEqual([]);
    expect((await store.staff.messages.list({ q: 'BOB@' })).total).toBe(1);
    const bob = all.items[1]!;
    expect((await store.staff.messages.setStatus(bob.id, 'handled', COMMAND_LINE))?.status).toBe(
      'handled',
    );
    expect(await store.staff.messages.countUnread()).toBe(2);
    expect((await store.staff.messages.list({ status: 'handled' })).items.map((m) => m.id)).toEqual(
      [bob.id],
    );
    expect(await store.staff.messages.setStatus(999, 'handled', COMMAND_LINE)).toBeUndefined();
  });

  it('searches a collection in its searchable fields only, by words, the best match first', async () => {
    const actor = COMMAND_LINE;
    await store.content.posts.create(
      postInput({
        type: 'job',
        title: 'Zephyr_Engineer (100%)',
        body: 'Systems work.',
        published: false,
      } as const),
      actor,
    );
    await store.content.posts.create(
      postInput({
        type: 'internship',
        title: 'Design intern',
        body: 'Figma and ZEPHYR basics.',
        published: true,
      } as const),
      actor,
    );
    const titles = async (q: string) =>
      (await store.content.posts.page({ search: q, order: 'relevance', limit: 100 })).items.map(
        (p) => p.title,
      );
    // Title or body, any case.
    expect((await titles('zephyr')).sort()).toEqual(['Design intern', 'Zephyr_Engineer (100%)']);
    expect(await titles('zeph 100')).toEqual(['Zephyr_Engineer (100%)']);
    expect(await titles('fig bas')).toEqual(['Design intern']);
    // `type` is not searchable: "internship" matches no title or body (intern is a word's start).
    expect(await titles('internship')).toEqual([]);
    // No search (or no word in it): everything.
    expect((await store.content.posts.page({ search: ' %_ ', limit: 100 })).total).toBe(
      jobs.length + internships.length + 2,
    );
    // Products search their title, category and description.
    expect(
      (await store.content.products.page({ search: 'ui-kits', limit: 100 })).items.every(
        (p) => p.category === 'ui-kits',
      ),
    ).toBe(true);
  });

  it('lists accounts with their roles, without hashes', async () => {
    await account('m@example.com');
    await account('s@example.com', 'admin');
    const page = await store.staff.accounts.list({});
    expect(page.items.map((a) => [a.email, a.role])).toEqual([
      ['m@example.com', 'member'],
      ['s@example.com', 'admin'],
    ]);
    expect(Object.keys(page.items[0]!).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'name',
      'role',
    ]);
  });
});
