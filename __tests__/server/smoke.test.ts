import { SignJWT, jwtVerify } from 'jose';
test('jose in jest', async () => {
  const k = new TextEncoder().encode('x'.repeat(32));
  const t = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(k);
  expect((await jwtVerify(t, k)).protectedHeader.alg).toBe('HS256');
});
