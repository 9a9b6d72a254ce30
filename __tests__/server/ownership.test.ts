// Who may read and change a person's data (docs/security.md, "Whose data is whose", item 11):
// every API operation that returns or changes personal data, called as the owner (verified), the
// owner (unverified), another member, an editor and an admin, over real HTTP; every answer is
// compared with the table of expected answers in ownership-table.ts. Operations that delete get
// a world of their own, so that each caller deletes from the same starting point.

import { type TestServer, call, logIn, signUp, startServer, uniqueEmail } from './helpers';
import { CV, apply, newPosting } from './hiring/application-support';
import { verifyAddress } from './link-support';
import { newStaff } from './staff-support';
import { CALLERS, type Caller, EXPECTED, type Outcome } from './ownership-table';
import { type FreshDatabase, STORE_TABLE } from './stores';

const PASSWORD = 'correct horse 1';

interface Person {
  email: string;
  token: string;
  /** In their profile's name. */
  name: string;
  /** In their message and their application's cover letter. */
  words: string;
  leadId: number;
  applicationId: number;
  enrolmentId: number;
  certificate: string;
}

interface World {
  subject: Person;
  token: string;
}

type Answer = Awaited<ReturnType<typeof call>>;

interface Operation {
  call(server: TestServer, world: World): Promise<Answer>;
  /** What of the person's the answer must hold to be theirs (default: their words). */
  mark?(person: Person): string;
  /** For an operation that deletes: whether what it deletes of the person's is still there. */
  survives?(server: TestServer, person: Person): Promise<boolean>;
}

const leadKept = async (server: TestServer, person: Person) =>
  (await server.app.store.contactMessages.list()).some((m) => m.id === person.leadId);
const applicationKept = async (server: TestServer, person: Person) =>
  (await server.app.store.applications.find(person.applicationId)) !== undefined;

const get = (url: (p: Person) => string) => (server: TestServer, w: World) =>
  call(server, url(w.subject), { token: w.token });
const send =
  (method: string, url: (p: Person) => string, json?: object) => (server: TestServer, w: World) =>
    call(server, url(w.subject), { method, token: w.token, json });

const today = () => new Date().toISOString().slice(0, 10);

const OPERATIONS: Record<string, Operation> = {
  'GET /api/profile': { call: get(() => '/api/profile'), mark: (p) => p.name },
  'GET /api/profile/data': { call: get(() => '/api/profile/data') },
  'POST /api/profile/delete': {
    call: send('POST', () => '/api/profile/delete', { password: PASSWORD, confirm: 'DELETE' }),
    survives: async (server, p) =>
      (await leadKept(server, p)) && (await applicationKept(server, p)),
  },
  'GET /api/enrolments': { call: get(() => '/api/enrolments'), mark: () => 'completed' },
  'GET /api/certificates/:code': {
    call: (server, w) => call(server, `/api/certificates/${w.subject.certificate}`),
    mark: (p) => p.name,
  },
  'GET /api/staff/messages': { call: get(() => '/api/staff/messages') },
  'GET /api/staff/leads': {
    call: get((p) => `/api/staff/leads?q=${p.words}`),
    mark: (p) => p.email,
  },
  'GET /api/staff/leads/:id': { call: get((p) => `/api/staff/leads/${p.leadId}`) },
  'PATCH /api/staff/leads/:id': {
    call: send('PATCH', (p) => `/api/staff/leads/${p.leadId}`, { stage: 'contacted' }),
  },
  'POST /api/staff/leads/:id/notes': {
    call: send('POST', (p) => `/api/staff/leads/${p.leadId}/notes`, { body: 'Called back' }),
    mark: () => 'Called back',
  },
  'GET /api/staff/leads/export.csv': {
    call: get(() => `/api/staff/leads/export.csv?from=${today()}&to=${today()}`),
  },
  'DELETE /api/staff/leads/:id': {
    call: send('DELETE', (p) => `/api/staff/leads/${p.leadId}`),
    survives: leadKept,
  },
  'GET /api/staff/applications': {
    call: get(() => '/api/staff/applications/postings'),
    mark: () => 'Ownership Engineer',
  },
  'GET /api/staff/applications/:id': {
    call: get((p) => `/api/staff/applications/${p.applicationId}`),
  },
  'GET /api/staff/applications/:id/cv': {
    call: get((p) => `/api/staff/applications/${p.applicationId}/cv`),
    mark: () => '%PDF',
  },
  'PATCH /api/staff/applications/:id': {
    call: send('PATCH', (p) => `/api/staff/applications/${p.applicationId}`, {
      stage: 'screening',
    }),
  },
  'POST /api/staff/applications/:id/notes': {
    call: send('POST', (p) => `/api/staff/applications/${p.applicationId}/notes`, {
      body: 'Strong',
    }),
    mark: () => 'Strong',
  },
  'GET /api/staff/applications/:id/export': {
    call: get((p) => `/api/staff/applications/${p.applicationId}/export`),
  },
  'DELETE /api/staff/applications/:id': {
    call: send('DELETE', (p) => `/api/staff/applications/${p.applicationId}`),
    survives: applicationKept,
  },
  'GET /api/staff/users': {
    call: get((p) => `/api/staff/users?q=${encodeURIComponent(p.name)}`),
    mark: (p) => p.email,
  },
  'GET /api/staff/enrolments': { call: get(() => '/api/staff/enrolments'), mark: (p) => p.email },
};

describe.each(STORE_TABLE)('who may read and change a person’s data on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newStaff>>;
  let posting: { id: number; slug: string };

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    admin = await newStaff(server, 'owner-admin');
    posting = await newPosting(server, admin.token, { title: 'Ownership Engineer' });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  /** A person who sent a message and an application, and completed a course. */
  async function person(verified: boolean): Promise<Person> {
    const tag = Math.random().toString(36).slice(2, 10);
    const email = uniqueEmail(`owner${tag}`);
    const name = `Person ${tag}`;
    const words = `words${tag}`;
    await signUp(server, email);
    if (verified) await verifyAddress(server, email);
    const token = await logIn(server, email);
    await call(server, '/api/profile', { method: 'PUT', token, json: { name } });
    const sent = await call(server, '/api/contact', {
      json: { fullName: name, email, subject: 'Hello', message: `About ${words}` },
    });
    expect(sent.status).toBe(201);
    const leadId = (await server.app.store.contactMessages.list()).find(
      (m) => m.email === email,
    )!.id;
    const applied = await apply(
      server,
      posting.slug,
      { fullName: name, email, coverLetter: `I am ${words}, hire me.` },
      CV,
    );
    expect(applied.status).toBe(201);
    expect(
      (await call(server, '/api/enrolments', { token, json: { course: 'webdevelopment' } })).status,
    ).toBe(201);
    const enrolments = (await call(server, '/api/staff/enrolments', { token: admin.token }))
      .json as {
      items: { id: number; member: { email: string } }[];
    };
    const enrolmentId = enrolments.items.find((e) => e.member.email === email)!.id;
    const completed = await call(server, `/api/staff/enrolments/${enrolmentId}/complete`, {
      token: admin.token,
      json: { completedOn: '2026-05-04' },
    });
    const { certificateCode } = completed.json as { certificateCode: string };
    return {
      email,
      token,
      name,
      words,
      leadId,
      applicationId: applied.json.id as number,
      enrolmentId,
      certificate: certificateCode,
    };
  }

  /** A caller's token and the person its answers are about. */
  async function worldOf(caller: Caller): Promise<World> {
    if (caller === 'owner' || caller === 'owner (unverified)') {
      const subject = await person(caller === 'owner');
      return { subject, token: subject.token };
    }
    const subject = await person(true);
    if (caller === 'another member') {
      const other = uniqueEmail('another');
      await signUp(server, other);
      return { subject, token: await logIn(server, other) };
    }
    const staff = await newStaff(server, `owner-${caller}`, caller);
    return { subject, token: staff.token };
  }

  async function outcome(operation: Operation, w: World): Promise<Outcome> {
    const answer = await operation.call(server, w);
    if (answer.status >= 300) return answer.status;
    if (operation.survives) {
      return (await operation.survives(server, w.subject)) ? 'kept' : 'erased';
    }
    const mark = operation.mark?.(w.subject) ?? w.subject.words;
    return answer.text.includes(mark) ? 'theirs' : 'not theirs';
  }

  it('answers every caller as the table of expected answers says', async () => {
    const actual: Record<string, Record<string, Outcome>> = {};
    const shared = Object.fromEntries(
      await Promise.all(CALLERS.map(async (c) => [c, await worldOf(c)] as const)),
    ) as Record<Caller, World>;
    // Reads and changes first, then what deletes (each in worlds of its own, made as it goes).
    const ordered = Object.entries(OPERATIONS).sort(
      ([, a], [, b]) => Number(Boolean(a.survives)) - Number(Boolean(b.survives)),
    );
    for (const [label, operation] of ordered) {
      actual[label] = {};
      for (const caller of CALLERS) {
        // What deletes starts from a world of its own for each caller.
        const w = operation.survives ? await worldOf(caller) : shared[caller];
        actual[label]![caller] = await outcome(operation, w);
      }
    }
    expect(actual).toEqual(EXPECTED);
  }, 120_000);
});
