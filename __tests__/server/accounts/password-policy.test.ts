// Sign-up refuses the passwords attackers try first, and does the same argon2 work whether or not
// the email already has an account (so timing does not reveal it).

import {
  WEAK_PASSWORD,
  commonPasswords,
  passwordProblem,
} from '../../../server/accounts/password-policy';
import { type PasswordHasher, createPasswordHasher } from '../../../server/accounts/passwords';
import { TEST_HASHING, type TestServer, call, startServer, uniqueEmail } from '../helpers';

describe('passwordProblem', () => {
  it('knows more than 10,000 common passwords', async () => {
    expect((await commonPasswords()).size).toBeGreaterThan(10_000);
  });

  it.each([
    ['password', WEAK_PASSWORD.common],
    ['12345678', WEAK_PASSWORD.common],
    ['PassWord1', WEAK_PASSWORD.common],
    ['qwertyuiop', WEAK_PASSWORD.common],
    ['iloveyou', WEAK_PASSWORD.common],
    ['        ', WEAK_PASSWORD.blank],
    ['\t \u00a0 \n  ', WEAK_PASSWORD.blank],
    ['Jane.Doe@Example.com', WEAK_PASSWORD.email],
    ['JANE.DOE', WEAK_PASSWORD.email],
    ['correct horse 1', undefined],
    ['kestrel8', undefined],
  ])('%j → %s', async (password, problem) => {
    expect(await passwordProblem(password, 'jane.doe@example.com')).toBe(problem);
  });
});

describe('POST /api/auth/create', () => {
  let server: TestServer;
  let hashes = 0;
  beforeAll(async () => {
    const real = createPasswordHasher(TEST_HASHING);
    const counting: PasswordHasher = {
      ...real,
      hash: (password) => {
        hashes += 1;
        return real.hash(password);
      },
    };
    server = await startServer({ app: { passwords: counting } });
  });
  afterAll(() => server.close());

  const signUp = (email: string, password: string) =>
    call(server, '/api/auth/create', { json: { email, password } });

  it.each([
    ['password', WEAK_PASSWORD.common],
    ['12345678', WEAK_PASSWORD.common],
    ['        ', WEAK_PASSWORD.blank],
  ])('refuses %j with 400 and the reason, and creates no account', async (password, message) => {
    const email = uniqueEmail('weak');
    const answer = await signUp(email, password);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message });
    expect(await server.app.store.users.findByEmail(email)).toBeUndefined();
  });

  it('refuses the email itself, or its name part, in any letter case', async () => {
    const email = uniqueEmail('self');
    for (const password of [email, email.toUpperCase(), email.split('@')[0] as string]) {
      const answer = await signUp(email, password);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: WEAK_PASSWORD.email });
    }
  });

  it('hashes the password once for a new email and once for an existing one', async () => {
    const email = uniqueEmail('timing');
    const before = hashes;
    const first = await signUp(email, 'correct horse 1');
    expect(first.status).toBe(201);
    expect(hashes).toBe(before + 1);
    const again = await signUp(email.toUpperCase(), 'another password');
    expect([again.status, again.json]).toEqual([201, first.json]);
    expect(hashes).toBe(before + 2);
  });
});
