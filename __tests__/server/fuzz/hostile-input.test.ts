// What the fuzzer (fuzz.test.ts) found, held on each store: a NUL character in a text field
// answered 500 on PostgreSQL (which cannot store NUL), and a multipart upload cut short answered
// 500 on both. Now: 400 with a reason the visitor can act on, nothing stored, nothing logged as a
// server fault.

import http from 'node:http';
import { type TestServer, call, startServer, uniqueEmail } from '../helpers';
import { libraryCount, newStaff, pngImage } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { postInput } from '../hiring/posting-support';

const CONTROL_CHARACTER = (label: string) =>
  `${label} contains a control character (such as NUL); remove it and send again.`;

/** A raw multipart POST to /api/staff/media: its status and message. */
function postMultipart(server: TestServer, token: string, type: string, body: Buffer) {
  return new Promise<{ status: number; message: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/staff/media',
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            message: (JSON.parse(text) as { message: string }).message,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const upload = (boundary: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    pngImage(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

describe.each(STORE_TABLE)('hostile input on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let staff: { token: string };
  const faults: string[] = [];

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({
      env: { ...database.env, LOG_LEVEL: 'error' },
      app: { logStream: { write: (line: string) => faults.push(line) } },
    });
    staff = await newStaff(server);
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  afterEach(() => expect(faults).toEqual([]));

  const contact = (message: string) => ({
    fullName: 'Nul Visitor',
    email: uniqueEmail('nul'),
    subject: 'A question',
    message,
  });

  it('refuses a NUL in the contact message with 400 and the reason, storing nothing', async () => {
    const sent = contact('Hello\u0000 there');
    const answer = await call(server, '/api/contact', { json: sent });
    expect([answer.status, answer.json]).toEqual([400, { message: CONTROL_CHARACTER('Message') }]);
    const rows = await database.query(
      `SELECT id FROM contact_messages WHERE email = '${sent.email}'`,
    );
    expect(rows).toEqual([]);
  });

  it.each([['\u0007 bell'], ['escape \u001b[2J'], ['delete \u007f']])(
    'refuses another control character in the message (%j)',
    async (text) => {
      const answer = await call(server, '/api/contact', { json: contact(text) });
      expect([answer.status, answer.json]).toEqual([
        400,
        { message: CONTROL_CHARACTER('Message') },
      ]);
    },
  );

  it('keeps tabs, line breaks and any Unicode in a message, as sent', async () => {
    const text = 'Dear team,\r\n\tline two\n🦅 naïve café — ok';
    const sent = contact(text);
    expect((await call(server, '/api/contact', { json: sent })).status).toBe(201);
    const rows = await database.query(
      `SELECT message FROM contact_messages WHERE email = '${sent.email}'`,
    );
    expect(rows).toEqual([{ message: text }]);
  });

  it.each([
    [
      'a job description',
      '/api/staff/posts',
      'body',
      postInput({ type: 'job', title: 'T', published: false }),
    ],
    [
      "a testimonial's message",
      '/api/staff/testimonials',
      'message',
      { name: 'N', designation: 'D', photo: null, published: false },
    ],
    [
      "a product's description",
      '/api/staff/products',
      'description',
      {
        title: 'T',
        priceCents: 100,
        category: 'plugins',
        image: '/media/products/formguard-plugin.svg',
        published: false,
      },
    ],
  ])('refuses a NUL in %s with 400', async (_what, url, field, rest) => {
    const answer = await call(server, url, {
      token: staff.token,
      json: { ...rest, [field]: 'text\u0000more' },
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(/control character/);
  });

  it('refuses a NUL in the inbox search with 400', async () => {
    const answer = await call(server, '/api/staff/messages?q=a%00b', { token: staff.token });
    expect([answer.status, answer.json]).toEqual([
      400,
      { message: 'Field "q" must be a single line of text.' },
    ]);
  });

  it('answers 400 to an upload cut short, and to one with another boundary, storing nothing', async () => {
    const before = await libraryCount(server);
    const whole = upload('kestrel-boundary');
    const type = 'multipart/form-data; boundary=kestrel-boundary';
    for (const cut of [20, 100, whole.length - 20]) {
      const answer = await postMultipart(server, staff.token, type, whole.subarray(0, cut));
      expect(answer).toEqual({ status: 400, message: expect.stringMatching(/ended early/) });
    }
    const wrong = await postMultipart(
      server,
      staff.token,
      'multipart/form-data; boundary=x',
      whole,
    );
    expect(wrong).toEqual({ status: 400, message: expect.stringMatching(/boundary/) });
    expect(await libraryCount(server)).toBe(before);
    // The whole upload still works.
    expect((await postMultipart(server, staff.token, type, whole)).status).toBe(201);
  });
});
