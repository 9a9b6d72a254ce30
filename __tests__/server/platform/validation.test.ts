// Every class of malformed input answers 4xx with a reason, never 500 or a stack trace.

import { type TestServer, call, newUser, startServer, uniqueEmail } from '../helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await newUser(server, 'validator'));
});

afterAll(async () => {
  await server.close();
});

const message = (answer: { json: unknown; text: string }) =>
  (answer.json as { message?: string } | undefined)?.message ?? answer.text;

const JSON_TYPE = { 'content-type': 'application/json' };

describe('login answers every bad body with 400 text/plain and a reason', () => {
  const cases: [string, { body?: string; headers?: Record<string, string> }, RegExp][] = [
    [
      'malformed JSON',
      { body: '{"email": "a@example.com",', headers: JSON_TYPE },
      /not valid JSON/,
    ],
    ['an empty JSON body', { body: '', headers: JSON_TYPE }, /empty/],
    ['no body at all', { body: undefined }, /JSON object/],
    [
      'a text/plain body',
      {
        body: '{"email":"a@example.com","password":"12345678"}',
        headers: { 'content-type': 'text/plain' },
      },
      /must be JSON/,
    ],
    [
      'a form body',
      {
        body: 'email=a%40example.com&password=12345678',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      /must be JSON/,
    ],
    ['a JSON array', { body: '[]', headers: JSON_TYPE }, /JSON object/],
    ['a JSON string', { body: '"hello"', headers: JSON_TYPE }, /JSON object/],
    [
      'a missing password',
      { body: '{"email":"a@example.com"}', headers: JSON_TYPE },
      /^Password is required\.$/,
    ],
    [
      'a missing email',
      { body: '{"password":"12345678"}', headers: JSON_TYPE },
      /^Email is required\.$/,
    ],
    [
      'a number as email',
      { body: '{"email":42,"password":"12345678"}', headers: JSON_TYPE },
      /^Email must be a string\.$/,
    ],
    [
      'null as password',
      { body: '{"email":"a@example.com","password":null}', headers: JSON_TYPE },
      /^Password must be a string\.$/,
    ],
    [
      'an extra field',
      { body: '{"email":"a@example.com","password":"12345678","admin":true}', headers: JSON_TYPE },
      /^Unexpected field "admin"\.$/,
    ],
    [
      'an invalid email',
      { body: '{"email":"not-an-email","password":"12345678"}', headers: JSON_TYPE },
      /valid email address/,
    ],
    [
      'a prototype-polluting key',
      {
        body: '{"email":"a@example.com","password":"12345678","__proto__":{"x":1}}',
        headers: JSON_TYPE,
      },
      /./,
    ],
  ];

  it.each(cases)('%s', async (_name, request, reason) => {
    const answer = await call(server, '/api/auth/login', { method: 'POST', ...request });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(reason);
    expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
  });
});

describe('sign-up validation answers 400 JSON with a reason', () => {
  it.each([
    [
      'a 7-character password',
      { password: '1234567' },
      'Password must be between 8 and 128 characters.',
    ],
    [
      'a 129-character password',
      { password: 'x'.repeat(129) },
      'Password must be between 8 and 128 characters.',
    ],
    ['an email without a domain', { email: 'someone@' }, 'Please enter a valid email address.'],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'Email must be at most 254 characters.',
    ],
    ['an empty email', { email: '' }, 'Email must not be empty.'],
    ['a boolean password', { password: true }, 'Password must be a string.'],
  ])('%s', async (_name, change, reason) => {
    const answer = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail('v'), password: 'long enough', ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: reason });
  });
});

describe('contact form validation names the bad field', () => {
  const valid = {
    fullName: 'Jo Bloggs',
    email: 'jo@example.com',
    subject: 'A website',
    message: 'Hello there',
  };

  it.each([
    ['missing fullName', { fullName: undefined }, 'Full name is required.'],
    ['missing message', { message: undefined }, 'Message is required.'],
    ['blank name', { fullName: '   ' }, 'Full name must not be blank.'],
    ['empty subject', { subject: '' }, 'Subject must not be empty.'],
    [
      'name over 100 characters',
      { fullName: 'n'.repeat(101) },
      'Full name must be at most 100 characters.',
    ],
    [
      'subject over 150 characters',
      { subject: 's'.repeat(151) },
      'Subject must be at most 150 characters.',
    ],
    [
      'message over 5000 characters',
      { message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters.',
    ],
    ['a line break in the subject', { subject: 'a\nb' }, 'Subject must be a single line of text.'],
    ['bad email', { email: 'jo at example' }, 'Please enter a valid email address.'],
    ['an array as message', { message: ['hi'] }, 'Message must be a string.'],
    ['an extra field', { phone: '123' }, 'Unexpected field "phone".'],
  ])('%s', async (_name, change, reason) => {
    const answer = await call(server, '/api/contact', { json: { ...valid, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: reason });
  });
});

describe('profile update validation', () => {
  it.each([
    ['an empty name', { name: '' }, 'Name must not be empty.'],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101) },
      'Name must be at most 100 characters.',
    ],
    [
      'a phone over 40 characters',
      { phone: '1'.repeat(41) },
      'Phone must be at most 40 characters.',
    ],
    [
      'an address over 200 characters',
      { address: 'a'.repeat(201) },
      'Address must be at most 200 characters.',
    ],
    ['a number as phone', { phone: 7700900123 }, 'Phone must be a string.'],
    ['statistics', { completedCourses: 5 }, 'Unexpected field "completedCourses".'],
  ])('%s', async (_name, body, reason) => {
    const answer = await call(server, '/api/profile', { method: 'PUT', json: body, token });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: reason });
  });
});

describe('limits and unknown paths', () => {
  it('answers 413 with a message for a body over 16 KiB', async () => {
    const big = {
      fullName: 'Big',
      email: 'big@example.com',
      subject: 'Big',
      message: 'x'.repeat(17 * 1024),
    };
    const answer = await call(server, '/api/contact', { json: big });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: expect.stringContaining('16 KiB') });
  });

  it('answers 413 as text/plain on login', async () => {
    const answer = await call(server, '/api/auth/login', {
      json: { email: 'a@example.com', password: 'x'.repeat(17 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('accepts a body just under the limit (then judges its fields)', async () => {
    const answer = await call(server, '/api/contact', {
      json: { fullName: 'A', email: 'a@example.com', subject: 'S', message: 'x'.repeat(15 * 1024) },
    });
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe('Message must be at most 5000 characters.');
  });

  it('answers 404 JSON for an unknown API path or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/sign-out'],
      ['DELETE', '/api/profile'],
      ['GET', '/api'],
    ] as const) {
      const answer = await call(server, path, { method });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof message(answer)).toBe('string');
    }
  });

  it('answers 400 for a posts type that does not exist', async () => {
    for (const query of ['?type=blog', '', '?type=job&type=internship']) {
      const answer = await call(server, `/api/posts${query}`);
      expect(answer.status).toBe(400);
      expect(message(answer)).toMatch(/type/);
    }
  });

  it('never answers 500 to a barrage of odd requests', async () => {
    const bodies = [
      '{',
      '}',
      'null',
      'true',
      '0',
      '""',
      '[{}]',
      '{"email":{}}',
      '{"a":'.repeat(500),
      '\u0000',
      '{"email":"\\ud800","password":"\\ud800\\ud800\\ud800\\ud800"}',
      `{"email":"${'a'.repeat(5000)}","password":"x"}`,
    ];
    const types = [
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
    ];
    for (const path of ['/api/auth/login', '/api/auth/create', '/api/contact', '/api/profile']) {
      for (const body of bodies) {
        for (const type of types) {
          const answer = await call(server, path, {
            method: path === '/api/profile' ? 'PUT' : 'POST',
            body,
            headers: { 'content-type': type },
            token,
          });
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
        }
      }
    }
  });
});
