import { OWASP_ARGON2ID } from '../../server/config';
import { createPasswordHasher } from '../../server/auth/passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher(OWASP_ARGON2ID);

  it("uses argon2id with OWASP's cost in production (m=19456 KiB, t=2, p=1) and a random salt", async () => {
    const first = await hasher.hash('correct horse battery staple');
    const second = await hasher.hash('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(first, 'correct horse battery stapler')).toBe(false);
  });

  it('answers false, without throwing, for an unreadable hash', async () => {
    expect(await hasher.verify('not-a-hash', 'whatever')).toBe(false);
  });

  it('the dummy verification never succeeds', async () => {
    expect(await hasher.verifyDummy('')).toBe(false);
    expect(await hasher.verifyDummy('anything at all')).toBe(false);
  });
});
