// The shared limits hold on the server: for each field whose limit the site also shows (as an
// input's maxLength, or in its copy), a value of exactly the limit is accepted and one character
// more answers 400 naming the field. The site's side: __tests__/contract/fieldLimits.test.tsx.

import { LIMITS } from '../../contract/values/constants';
import { type TestServer, call, newUser, startServer, uniqueEmail } from './helpers';
import { postInput } from './hiring/posting-support';
import { newStaff } from './staff-support';

let server: TestServer;
const tokens = { member: '', staff: '' };

beforeAll(async () => {
  server = await startServer();
  tokens.member = (await newUser(server, 'member')).token;
  tokens.staff = (await newStaff(server)).token;
});

afterAll(() => server.close());

/** `n` characters of text that no field rule refuses for another reason (not blank, no breaks). */
const chars = (n: number) => 'Kestrel words '.repeat(Math.ceil(n / 14)).slice(0, n - 1) + 'x';

/**
 * An email address of exactly `n` characters: a unique local part, then a domain of labels of 63
 * characters at most (the address's rule, contract/values/constants.ts) making up the length.
 */
const emailOf = (n: number) => {
  const local = `${Date.now()}${Math.random().toString(36).slice(2)}`;
  let rest = n - local.length - '@'.length - '.example'.length;
  const labels: string[] = [];
  while (rest > 63) {
    const size = rest > 64 ? 63 : 62;
    labels.push('a'.repeat(size));
    rest -= size + 1;
  }
  labels.push('b'.repeat(rest));
  return `${local}@${labels.join('.')}.example`;
};

interface Case {
  field: string;
  limit: number;
  path: string;
  method?: string;
  as?: keyof typeof tokens;
  body(value: string): Record<string, unknown>;
  value?: (n: number) => string;
  /** The status of an accepted request. */
  ok: number;
  /** How the 400's message names the field. */
  label: string;
}

const CONTACT = { fullName: 'Ann Lee', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };
const post = (title: string, body = 'A post.') =>
  postInput({ type: 'job', title, body, published: false });
const testimonial = (fields: Record<string, string>) => ({
  name: 'Ann Lee',
  designation: 'CTO, Example Ltd',
  message: 'Great work.',
  photo: null,
  published: false,
  ...fields,
});

const CASES: Case[] = [
  {
    field: 'sign-up email',
    limit: LIMITS.email,
    path: '/api/auth/create',
    body: (email) => ({ email, password: 'correct horse 1' }),
    value: emailOf,
    ok: 201,
    label: 'Email',
  },
  {
    field: 'sign-up password',
    limit: LIMITS.passwordMax,
    path: '/api/auth/create',
    body: (password) => ({ email: uniqueEmail(), password }),
    ok: 201,
    label: 'Password',
  },
  {
    field: 'contact full name',
    limit: LIMITS.name,
    path: '/api/contact',
    body: (fullName) => ({ ...CONTACT, fullName }),
    ok: 201,
    label: 'Full name',
  },
  {
    field: 'contact email',
    limit: LIMITS.email,
    path: '/api/contact',
    body: (email) => ({ ...CONTACT, email }),
    value: emailOf,
    ok: 201,
    label: 'Email',
  },
  {
    field: 'contact subject',
    limit: LIMITS.subject,
    path: '/api/contact',
    body: (subject) => ({ ...CONTACT, subject }),
    ok: 201,
    label: 'Subject',
  },
  {
    field: 'contact message',
    limit: LIMITS.message,
    path: '/api/contact',
    body: (message) => ({ ...CONTACT, message }),
    ok: 201,
    label: 'Message',
  },
  ...(['name', 'phone', 'address'] as const).map((field): Case => ({
    field: `profile ${field}`,
    limit: LIMITS[field],
    path: '/api/profile',
    method: 'PUT',
    as: 'member',
    body: (value) => ({ [field]: value }),
    ok: 200,
    label: field[0]!.toUpperCase() + field.slice(1),
  })),
  {
    field: 'forgot-password email',
    limit: LIMITS.email,
    path: '/api/auth/forgot',
    body: (email) => ({ email }),
    value: emailOf,
    ok: 202,
    label: 'Email',
  },
  {
    field: 'job title',
    limit: LIMITS.title,
    path: '/api/staff/posts',
    as: 'staff',
    body: (title) => post(title),
    ok: 201,
    label: 'Field "title"',
  },
  {
    field: 'job description',
    limit: LIMITS.postBody,
    path: '/api/staff/posts',
    as: 'staff',
    body: (body) => post('A job', body),
    ok: 201,
    label: 'Field "body"',
  },
  {
    field: 'testimonial name',
    limit: LIMITS.name,
    path: '/api/staff/testimonials',
    as: 'staff',
    body: (name) => testimonial({ name }),
    ok: 201,
    label: 'Name',
  },
  {
    field: 'testimonial designation',
    limit: LIMITS.title,
    path: '/api/staff/testimonials',
    as: 'staff',
    body: (designation) => testimonial({ designation }),
    ok: 201,
    label: 'Field "designation"',
  },
  {
    field: 'testimonial message',
    limit: LIMITS.description,
    path: '/api/staff/testimonials',
    as: 'staff',
    body: (message) => testimonial({ message }),
    ok: 201,
    label: 'Message',
  },
  {
    field: 'inbox search',
    limit: LIMITS.search,
    path: '/api/staff/messages?q=',
    method: 'GET',
    as: 'staff',
    body: () => ({}),
    ok: 200,
    label: 'Field "q"',
  },
];

const send = (c: Case, value: string) => {
  const token = c.as ? tokens[c.as] : undefined;
  if (c.method === 'GET') {
    return call(server, c.path + encodeURIComponent(value), { token });
  }
  return call(server, c.path, { method: c.method ?? 'POST', json: c.body(value), token });
};

describe.each(CASES)('$field: at most $limit characters', (c) => {
  const valueOf = c.value ?? chars;

  test('exactly the limit is accepted', async () => {
    const value = valueOf(c.limit);
    expect(value).toHaveLength(c.limit);
    const answer = await send(c, value);
    expect({ status: answer.status, text: answer.text }).toMatchObject({ status: c.ok });
  });

  test('one character more answers 400 naming the field and the limit', async () => {
    const value = valueOf(c.limit + 1);
    expect(value).toHaveLength(c.limit + 1);
    const answer = await send(c, value);
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(
      c.label === 'Password'
        ? `Password must be between ${LIMITS.passwordMin} and ${LIMITS.passwordMax} characters.`
        : `${c.label} must be at most ${c.limit} characters.`,
    );
  });
});

describe('password: at least 8 characters', () => {
  test('8 are accepted, 7 answer 400', async () => {
    const ok = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail(), password: chars(LIMITS.passwordMin) },
    });
    expect(ok.status).toBe(201);
    const short = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail(), password: chars(LIMITS.passwordMin - 1) },
    });
    expect(short.status).toBe(400);
    expect((short.json as { message: string }).message).toBe(
      `Password must be between ${LIMITS.passwordMin} and ${LIMITS.passwordMax} characters.`,
    );
  });
});
