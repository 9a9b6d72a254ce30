// The API over real HTTP, on each store (SQLite always; PostgreSQL when TEST_DATABASE_URL is set,
// see stores.ts): sign-up, login, profile and contact store and read back what a visitor sent,
// one email gets one account even when sign-ups race, and a second instance on the same database
// serves the same visitor with the same token.

import { SIGN_UP_ACCEPTED } from '../../../server/accounts/sign-up';
import { type TestServer, call, logIn, signUp, startServer, uniqueEmail } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

describe.each(STORE_TABLE)('the API on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('signs up, makes no second account for the same email in another case, logs in', async () => {
    const email = uniqueEmail('Visitor');
    expect((await signUp(server, email)).json).toEqual({ message: SIGN_UP_ACCEPTED });
    const again = await call(server, '/api/auth/create', {
      json: { email: email.toUpperCase(), password: 'another password' },
    });
    expect(again.status).toBe(201);
    const rows = await database.query(
      `SELECT email FROM users WHERE email_normalized = '${email.toLowerCase()}'`,
    );
    expect(rows).toEqual([{ email }]);

    const token = await logIn(server, email.toLowerCase());
    expect(token.split('.')).toHaveLength(3);
    const wrong = await call(server, '/api/auth/login', {
      json: { email, password: 'not the password' },
    });
    expect([wrong.status, wrong.text]).toEqual([401, 'Invalid email or password']);
  });

  it('reads and changes the profile of the logged-in visitor', async () => {
    const email = uniqueEmail('profile');
    await signUp(server, email);
    const token = await logIn(server, email);
    const before = await call(server, '/api/profile', { token });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ email, phone: '', address: '', completedCourses: 0 });

    const changed = await call(server, '/api/profile', {
      method: 'PUT',
      token,
      json: { name: 'Ada Lovelace', phone: '07700 900123', address: '1 Analytical Way' },
    });
    expect(changed.status).toBe(200);
    const after = await call(server, '/api/profile', { token });
    expect(after.json).toMatchObject({
      email,
      name: 'Ada Lovelace',
      phone: '07700 900123',
      address: '1 Analytical Way',
    });
  });

  it('stores a contact message before answering 201', async () => {
    const sent = {
      fullName: 'Grace Hopper',
      email: uniqueEmail('contact'),
      subject: 'A quote, please',
      message: 'We need a website — soon.',
    };
    const answer = await call(server, '/api/contact', { json: sent });
    expect(answer.status).toBe(201);
    const rows = await database.query(
      `SELECT full_name, subject, message FROM contact_messages WHERE email = '${sent.email}'`,
    );
    expect(rows).toEqual([
      { full_name: sent.fullName, subject: sent.subject, message: sent.message },
    ]);
  });

  it('makes exactly one account when one email signs up many times at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(server, '/api/auth/create', {
          json: { email: i % 2 ? email : email.toUpperCase(), password: `password number ${i}` },
        }),
      ),
    );
    // Each is answered the same (whether it made the account does not show).
    expect(answers.map((answer) => [answer.status, answer.json])).toEqual(
      Array(12).fill([201, { message: SIGN_UP_ACCEPTED }]),
    );
    const welcomes = (await server.app.store.outbox.list()).filter(
      (row) => row.kind === 'welcome' && row.recipient.toLowerCase() === email.toLowerCase(),
    );
    expect(welcomes).toHaveLength(1);
    const rows = await database.query(
      `SELECT id FROM users WHERE email_normalized = '${email.toLowerCase()}'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('a second instance on the same database knows the visitor and accepts the token', async () => {
    const second = await startServer({
      root: server.root,
      env: database.env,
      dist: false,
      removeOnClose: false,
    });
    try {
      const email = uniqueEmail('twice');
      await signUp(server, email);
      const token = await logIn(second, email);
      const profile = await call(server, '/api/profile', { token });
      expect(profile.json).toMatchObject({ email });
      await call(second, '/api/contact', {
        json: { fullName: 'Two', email, subject: 'Second', message: 'Via the other one' },
      });
      const rows = await database.query(
        `SELECT subject FROM contact_messages WHERE email = '${email}'`,
      );
      expect(rows).toEqual([{ subject: 'Second' }]);
    } finally {
      await second.close();
    }
  });
});
