// A check of `npm run test:scale` (run.mjs): nginx's body limits (scripts/scale/nginx.conf, as
// docs/deploy.md) let through an image of the largest size the server accepts, and no more.

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { json } from './load.mjs';

/** A real PNG's bytes padded to `bytes` (the server reads the type from the first bytes). */
function pngOf(bytes) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
    'base64',
  );
  return Buffer.concat([png, Buffer.alloc(bytes - png.length, 1)]);
}

/** An image of the server's largest size goes through nginx; a larger one is refused with 413. */
export async function uploadThroughBalancer({ balancer, databaseUrl, api, check }) {
  const email = `uploader-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  await fetch(`${api.url}/api/auth/create`, json({ email, password }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
  await client.end();
  const token = await (await fetch(`${balancer}/api/auth/login`, json({ email, password }))).text();
  const send = async (bytes) => {
    const form = new FormData();
    form.append('file', new Blob([pngOf(bytes)], { type: 'image/png' }), 'big.png');
    const answer = await fetch(`${balancer}/api/staff/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await answer.arrayBuffer();
    return answer.status;
  };
  const largest = await send(2 * 1024 * 1024);
  const larger = await send(2 * 1024 * 1024 + 100 * 1024);
  check(
    'a 2 MiB image uploads through nginx (201); 2.1 MiB is refused (413)',
    largest === 201 && larger === 413,
    `${largest}, ${larger}`,
  );
}
