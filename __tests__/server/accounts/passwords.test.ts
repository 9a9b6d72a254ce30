import { OWASP_ARGON2ID } from '../../../server/config';
import { createPasswordHasher } from '../../../server/accounts/passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher(OWASP_ARGON2ID);

  it("uses argon2id with OWASP's 7 MiB cost in production (m=7168 KiB, t=5, p=1) and a random salt", async () => {
    const first = await hasher.hash('correct horse battery staple');
    const second = await hasher.hash('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(first, 'correct horse battery stapler')).toBe(false);
  });

  it('answers false, without throwing, for an unreadable hash', async () => {
    expect(await hasher.verify('not-a-hash', 'whatever')).toBe(false);
  });

  it('asks for a new hash only when a readable hash has another cost or algorithm', async () => {
    const own = await hasher.hash('a password');
    expect(hasher.needsRehash(own)).toBe(false);
    const older = await createPasswordHasher({
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    }).hash('a password');
    expect(hasher.needsRehash(older)).toBe(true);
    expect(hasher.needsRehash(own.replace('$argon2id$', '$argon2i$'))).toBe(true);
    expect(hasher.needsRehash(own.replace(',p=1$', ',p=2$'))).toBe(true);
    expect(hasher.needsRehash('not-a-hash')).toBe(false);
    expect(hasher.needsRehash('$2b$12$abcdefghijklmnopqrstuv')).toBe(false);
  });

  it('the dummy verification never succeeds', async () => {
    expect(await hasher.verifyDummy('')).toBe(false);
    expect(await hasher.verifyDummy('anything at all')).toBe(false);
  });
});
