// The leads API over real HTTP (admins only): the list's filters and keyset pages, one lead with
// its quote answers, notes and history, the stage rules (lost needs a reason), the owner must be
// an administrator, follow-up dates, notes, every change in the audit log, and bad input 400 with
// a reason, never 500.

import {
  LOST_NEEDS_REASON,
  NOTHING_TO_CHANGE,
  OWNER_NOT_ADMIN,
  REASON_ONLY_WHEN_LOST,
} from '../../../server/leads/store';
import { FROM_AFTER_TO } from '../../../server/platform/spreadsheet';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { QUOTE, seedLeads } from './lead-support';
import { newStaff } from '../staff-support';

let server: TestServer;
let admin: { token: string; id: number; email: string };
let owner: { token: string; id: number; email: string };
let editor: { token: string; id: number; email: string };
let member: { token: string; email: string };

beforeAll(async () => {
  server = await startServer();
  admin = await newStaff(server, 'admin');
  owner = await newStaff(server, 'owner');
  editor = await newStaff(server, 'editor', 'editor');
  member = await newUser(server, 'member');
});
afterAll(() => server.close());

const as = (method: string, url: string, json?: unknown, token = admin.token) =>
  call(server, url, { method, json, token });

interface Lead {
  id: number;
  kind: string;
  stage: string;
  fullName: string;
  subject: string;
  service: string | null;
  ownerId: number | null;
  ownerName: string | null;
  followUpOn: string | null;
}
interface Page {
  items: Lead[];
  total: number;
  next: string | null;
}
const list = async (query: string) => {
  const answer = await as('GET', `/api/staff/leads${query}`);
  expect(answer.status).toBe(200);
  return answer.json as Page;
};
const auditOf = async (id: number) =>
  ((await as('GET', `/api/staff/leads/${id}`)).json as { history: { action: string }[] }).history;

describe('the list', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await seedLeads(server, [
      {
        fullName: 'Ada Harbour',
        subject: 'Harbour agency site',
        createdAt: '2026-01-05T10:00:00.000Z',
      },
      {
        fullName: 'Ben Quote',
        quote: QUOTE,
        createdAt: '2026-01-06T10:00:00.000Z',
        stage: 'contacted',
      },
      {
        fullName: 'Cy Owned',
        createdAt: '2026-01-07T23:59:59.000Z',
        ownerId: owner.id,
        stage: 'won',
      },
      {
        fullName: 'Di Later',
        createdAt: '2026-02-01T00:00:00.000Z',
        stage: 'lost',
        lostReason: 'Budget',
      },
    ]);
  });

  it('shows every lead newest first, and each filter keeps what it says', async () => {
    const all = await list('?limit=100');
    const mine = all.items.filter((l) => ids.includes(l.id)).map((l) => l.fullName);
    expect(mine).toEqual(['Di Later', 'Cy Owned', 'Ben Quote', 'Ada Harbour']);
    const names = async (query: string) =>
      (await list(query)).items.filter((l) => ids.includes(l.id)).map((l) => l.fullName);
    expect(await names('?stage=won')).toEqual(['Cy Owned']);
    expect(await names('?kind=quote')).toEqual(['Ben Quote']);
    expect(await names(`?owner=${owner.id}`)).toEqual(['Cy Owned']);
    expect(await names('?owner=none&from=2026-01-01&to=2026-01-31')).toEqual([
      'Ben Quote',
      'Ada Harbour',
    ]);
    expect(await names('?q=harb')).toEqual(['Ada Harbour']);
    // The last day counts whole (UTC); the day after does not.
    expect(await names('?from=2026-01-07&to=2026-01-07')).toEqual(['Cy Owned']);
    expect(await names('?from=2026-01-08&to=2026-01-31')).toEqual([]);
    const quote = (await list('?kind=quote')).items.find((l) => l.fullName === 'Ben Quote');
    expect(quote).toMatchObject({ kind: 'quote', service: 'Web application', stage: 'contacted' });
    const owned = (await list(`?owner=${owner.id}`)).items[0];
    expect(owned).toMatchObject({ ownerId: owner.id, ownerName: owner.email.split('@')[0] });
  });

  it('pages by cursor: every lead once, in order', async () => {
    const seen: number[] = [];
    let cursor = '';
    let total = 0;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      total = page.total;
      seen.push(...page.items.map((l) => l.id));
      if (page.next === null) break;
      cursor = page.next;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it.each([
    ['?stage=closed', 400],
    ['?from=2026-02-30x', 400],
    ['?limit=101', 400],
    ['?limit=0', 400],
    ['?owner=someone', 400],
    ['?cursor=bm90LWEtY3Vyc29y', 400],
    ['?colour=red', 400],
  ])('refuses %s with 400 and a reason', async (query, status) => {
    const answer = await as('GET', `/api/staff/leads${query}`);
    expect(answer.status).toBe(status);
    expect((answer.json as { message: string }).message).toMatch(/\w/);
  });

  it('refuses a range whose first day is after its last', async () => {
    const answer = await as('GET', '/api/staff/leads?from=2026-03-01&to=2026-02-01');
    expect([answer.status, answer.json]).toEqual([400, { message: FROM_AFTER_TO }]);
  });

  it('is for admins: an editor and a member get 403, nobody 401', async () => {
    expect((await as('GET', '/api/staff/leads', undefined, editor.token)).status).toBe(403);
    expect((await as('GET', '/api/staff/leads/owners', undefined, member.token)).status).toBe(403);
    expect((await call(server, '/api/staff/leads')).status).toBe(401);
  });
});

describe('one lead', () => {
  it('answers the message, the quote answers, notes and history; 404 for none', async () => {
    const [id] = await seedLeads(server, [{ fullName: 'Eve Wizard', quote: QUOTE, message: 'Hi' }]);
    const answer = await as('GET', `/api/staff/leads/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      id,
      kind: 'quote',
      message: 'Hi',
      quote: QUOTE,
      stage: 'new',
      notes: [],
      history: [],
    });
    expect((await as('GET', '/api/staff/leads/99999999')).status).toBe(404);
    expect((await as('GET', '/api/staff/leads/abc')).status).toBe(400);
  });

  it('a contact message sent through the form is a new lead', async () => {
    const email = `form.${Date.now()}@example.com`;
    const sent = await call(server, '/api/contact', {
      json: { fullName: 'Fay Form', email, subject: 'A shop', message: 'Please build it.' },
    });
    expect(sent.status).toBe(201);
    const found = (await list(`?q=${encodeURIComponent(email)}`)).items;
    expect(found).toEqual([
      expect.objectContaining({ fullName: 'Fay Form', kind: 'message', stage: 'new' }),
    ]);
  });
});

describe('changes', () => {
  let id: number;
  beforeEach(async () => {
    id = (await seedLeads(server, [{ fullName: 'Gil Change' }]))[0]!;
  });
  const patch = (json: unknown, token = admin.token) =>
    as('PATCH', `/api/staff/leads/${id}`, json, token);

  it('moves through the stages; the first move off "new" is the first reply; each audited', async () => {
    const moved = await patch({ stage: 'contacted' });
    expect(moved.status).toBe(200);
    const first = moved.json as { stage: string; firstReplyAt: string; stageChangedAt: string };
    expect(first.stage).toBe('contacted');
    expect(first.firstReplyAt).toEqual(first.stageChangedAt);
    expect((await patch({ stage: 'new' })).status).toBe(200);
    const again = (await patch({ stage: 'proposal' })).json as { firstReplyAt: string };
    expect(again.firstReplyAt).toBe(first.firstReplyAt);
    const history = await auditOf(id);
    expect(history.map((h) => h.action)).toEqual(['lead.stage', 'lead.stage', 'lead.stage']);
    expect(history[0]).toMatchObject({
      actorEmail: admin.email,
      before: { stage: 'new' },
      after: { stage: 'proposal' },
    });
  });

  it('needs a reason to lose a lead, and takes one only then', async () => {
    expect([
      (await patch({ stage: 'lost' })).status,
      (await patch({ stage: 'lost' })).json,
    ]).toEqual([400, { message: LOST_NEEDS_REASON }]);
    const reasonAlone = await patch({ stage: 'won', lostReason: 'Too dear' });
    expect([reasonAlone.status, reasonAlone.json]).toEqual([
      400,
      { message: REASON_ONLY_WHEN_LOST },
    ]);
    expect((await patch({ stage: 'lost', lostReason: '   ' })).status).toBe(400);
    const lost = await patch({ stage: 'lost', lostReason: ' Chose another agency ' });
    expect(lost.json).toMatchObject({ stage: 'lost', lostReason: 'Chose another agency' });
    const reopened = await patch({ stage: 'contacted' });
    expect(reopened.json).toMatchObject({ stage: 'contacted', lostReason: null });
    expect((await auditOf(id))[1]).toMatchObject({
      action: 'lead.stage',
      after: { stage: 'lost', lostReason: 'Chose another agency' },
    });
  });

  it('gives it an owner among the admins only', async () => {
    for (const wrong of [editor.id, 99999999]) {
      const answer = await patch({ ownerId: wrong });
      expect([answer.status, answer.json]).toEqual([400, { message: OWNER_NOT_ADMIN }]);
    }
    const memberId = (await server.app.store.users.findByEmail(member.email))!.id;
    expect((await patch({ ownerId: memberId })).status).toBe(400);
    const owned = await patch({ ownerId: owner.id });
    expect(owned.json).toMatchObject({ ownerId: owner.id, ownerName: owner.email.split('@')[0] });
    expect((await patch({ ownerId: null })).json).toMatchObject({ ownerId: null });
    expect((await auditOf(id)).map((h) => h.action)).toEqual(['lead.owner', 'lead.owner']);
    expect((await auditOf(id))[1]).toMatchObject({
      before: { ownerId: null },
      after: { ownerId: owner.id },
    });
  });

  it('sets and clears the next follow-up date', async () => {
    expect((await patch({ followUpOn: '2026-12-01' })).json).toMatchObject({
      followUpOn: '2026-12-01',
    });
    expect((await patch({ followUpOn: '2026-13-01' })).status).toBe(400);
    expect((await patch({ followUpOn: '1 December' })).status).toBe(400);
    expect((await patch({ followUpOn: null })).json).toMatchObject({ followUpOn: null });
    expect((await auditOf(id)).map((h) => h.action)).toEqual(['lead.follow-up', 'lead.follow-up']);
  });

  it('refuses nothing to change, unknown fields and other roles; 404 for no lead', async () => {
    expect([(await patch({})).status, (await patch({})).json]).toEqual([
      400,
      { message: NOTHING_TO_CHANGE },
    ]);
    expect((await patch({ colour: 'red' })).status).toBe(400);
    expect((await patch({ stage: 'won' }, editor.token)).status).toBe(403);
    expect((await as('PATCH', '/api/staff/leads/99999999', { stage: 'won' })).status).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });

  it('adds notes, oldest first, each audited', async () => {
    const added = await as('POST', `/api/staff/leads/${id}/notes`, { body: 'Called, no answer.' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ authorEmail: admin.email, body: 'Called, no answer.' });
    await as('POST', `/api/staff/leads/${id}/notes`, { body: 'Sent the proposal.' });
    const lead = (await as('GET', `/api/staff/leads/${id}`)).json as {
      notes: { body: string }[];
      history: { action: string }[];
    };
    expect(lead.notes.map((n) => n.body)).toEqual(['Called, no answer.', 'Sent the proposal.']);
    expect(lead.history.map((h) => h.action)).toEqual(['lead.note', 'lead.note']);
    expect((await as('POST', `/api/staff/leads/${id}/notes`, { body: '  ' })).status).toBe(400);
    expect(
      (await as('POST', `/api/staff/leads/${id}/notes`, { body: 'x'.repeat(2001) })).status,
    ).toBe(400);
    expect((await as('POST', '/api/staff/leads/99999999/notes', { body: 'Hi' })).status).toBe(404);
  });
});

it('lists the admins as the possible owners', async () => {
  const owners = (await as('GET', '/api/staff/leads/owners')).json as { id: number }[];
  expect(owners.map((o) => o.id)).toEqual(expect.arrayContaining([admin.id, owner.id]));
  expect(owners.map((o) => o.id)).not.toContain(editor.id);
});
