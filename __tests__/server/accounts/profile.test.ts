import Database from 'better-sqlite3';
import { SignJWT, decodeJwt } from 'jose';
import { type TestServer, call, newUser, startServer } from '../helpers';

const EXPIRED = { message: 'Your session has expired. Please log in again.' };

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /api/profile', () => {
  it("answers the caller's own profile", async () => {
    const { email, token } = await newUser(server, 'me');
    const answer = await call(server, '/api/profile', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      name: email.split('@')[0],
      email,
      phone: '',
      address: '',
      completedCourses: 0,
      enrolledCourses: 0,
      completedInternships: 0,
      role: 'member',
      emailVerified: false,
    });
  });

  it('answers 401 with the session message without a token or with a malformed header', async () => {
    const { token } = await newUser(server);
    for (const authorization of [
      undefined,
      'Bearer',
      `Basic ${token}`,
      `Bearer ${token} x`,
      'Bearer abc',
    ]) {
      const answer = await call(server, '/api/profile', {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(EXPIRED);
    }
  });

  describe('rejects forged tokens', () => {
    let victimId: string;
    let victimSession: string;
    let attacker: { email: string; token: string };

    beforeAll(async () => {
      const victim = await newUser(server, 'victim');
      victimId = decodeJwt(victim.token).sub as string;
      victimSession = decodeJwt(victim.token).sid as string;
      attacker = await newUser(server, 'attacker');
    });

    const now = () => Math.floor(Date.now() / 1000);

    it('an expired token signed with the real secret', async () => {
      const token = await new SignJWT({ email: attacker.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(victimId)
        .setIssuedAt(now() - 7200)
        .setExpirationTime(now() - 3600)
        .sign(server.config.jwtSecret);
      const answer = await call(server, '/api/profile', { token });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(EXPIRED);
    });

    it('a token whose payload was changed to another user id', async () => {
      const [header, payload, signature] = attacker.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${header}.${b64url({ ...claims, sub: victimId })}.${signature}`;
      const answer = await call(server, '/api/profile', { token: tampered });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(EXPIRED);
    });

    it('an unsigned token (alg: none)', async () => {
      const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({
        sub: victimId,
        email: 'x@example.com',
        iat: now(),
        exp: now() + 3600,
      })}.`;
      const answer = await call(server, '/api/profile', { token });
      expect(answer.status).toBe(401);
    });

    it('a token signed with another secret', async () => {
      const token = await new SignJWT({ email: attacker.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(victimId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      expect((await call(server, '/api/profile', { token })).status).toBe(401);
    });

    it('a token signed with the right secret but another algorithm (HS512)', async () => {
      const token = await new SignJWT({ email: attacker.email })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(victimId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(server.config.jwtSecret);
      expect((await call(server, '/api/profile', { token })).status).toBe(401);
    });

    it('control: the same construction with HS256, the real secret and a live session is accepted', async () => {
      const token = await new SignJWT({ email: 'whoever', sid: victimSession })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(victimId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(server.config.jwtSecret);
      expect((await call(server, '/api/profile', { token })).status).toBe(200);
    });
  });

  it('answers 401 for a valid token whose user no longer exists', async () => {
    const { email, token } = await newUser(server, 'deleted');
    const db = new Database(server.config.databaseFile);
    try {
      db.prepare('DELETE FROM users WHERE email = ?').run(email);
    } finally {
      db.close();
    }
    const answer = await call(server, '/api/profile', { token });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(EXPIRED);
  });
});

describe('PUT /api/profile', () => {
  it('saves name, phone and address, answers the updated profile, and keeps them', async () => {
    const { email, token } = await newUser(server, 'editor');
    const changes = {
      name: 'Ada Lovelace',
      phone: '+44 7700 900123',
      address: '1 Analytical Row, Portsmouth',
    };
    const answer = await call(server, '/api/profile', { method: 'PUT', json: changes, token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ...changes, email });

    const reread = await call(server, '/api/profile', { token });
    expect(reread.json).toMatchObject({ ...changes, email });
    const stored = await server.app.store.users.findByEmail(email);
    expect(stored).toMatchObject(changes);
  });

  it('changes only the fields that are sent', async () => {
    const { token } = await newUser(server, 'partial');
    await call(server, '/api/profile', {
      method: 'PUT',
      json: { name: 'First', phone: '123' },
      token,
    });
    const answer = await call(server, '/api/profile', {
      method: 'PUT',
      json: { phone: '' },
      token,
    });
    expect(answer.json).toMatchObject({ name: 'First', phone: '' });
  });

  it('refuses to change the email, and leaves the record untouched', async () => {
    const { email, token } = await newUser(server, 'fixed');
    const answer = await call(server, '/api/profile', {
      method: 'PUT',
      json: { name: 'Changed', email: 'new@example.com' },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Email cannot be changed here' });
    const profile = await call(server, '/api/profile', { token });
    expect(profile.json).toMatchObject({ email, name: email.split('@')[0] });
  });

  it('answers 401 before looking at the body when there is no valid token', async () => {
    const answer = await call(server, '/api/profile', { method: 'PUT', json: { email: 'x' } });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(EXPIRED);
  });
});

describe('isolation between users', () => {
  it("B's token only ever reaches B's record, and A's record is unchanged", async () => {
    const a = await newUser(server, 'alice');
    const b = await newUser(server, 'bob');
    await call(server, '/api/profile', {
      method: 'PUT',
      json: { name: 'Alice A' },
      token: a.token,
    });

    // There is no way to name another user: an id in the query or body is not accepted.
    const withQuery = await call(server, `/api/profile?id=${decodeJwt(a.token).sub}`, {
      token: b.token,
    });
    expect(withQuery.json).toMatchObject({ email: b.email });
    const withBodyId = await call(server, '/api/profile', {
      method: 'PUT',
      json: { id: Number(decodeJwt(a.token).sub), name: 'Hacked' },
      token: b.token,
    });
    expect(withBodyId.status).toBe(400);

    const bUpdate = await call(server, '/api/profile', {
      method: 'PUT',
      json: { name: 'Bob B' },
      token: b.token,
    });
    expect(bUpdate.json).toMatchObject({ email: b.email, name: 'Bob B' });

    const aProfile = await call(server, '/api/profile', { token: a.token });
    expect(aProfile.json).toMatchObject({ email: a.email, name: 'Alice A' });
    const bProfile = await call(server, '/api/profile', { token: b.token });
    expect(bProfile.json).toMatchObject({ email: b.email, name: 'Bob B' });
  });
});
