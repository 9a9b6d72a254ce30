// Checks of `npm run test:scale` (run.mjs): nginx's body limits (scripts/scale/nginx.conf, as
// docs/deploy.md) let through an image of the largest size the server accepts, and no more; and
// an image uploaded through the balancer is served by each instance, although they share no
// folder (each has its own DATA_DIR and so its own UPLOADS_DIR): the images are in PostgreSQL.

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
export async function uploadThroughBalancer({ balancer, databaseUrl, instances, check }) {
  const [api] = instances;
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
    const body = await answer.text();
    return { status: answer.status, url: answer.ok ? JSON.parse(body).url : undefined };
  };
  const largest = await send(2 * 1024 * 1024);
  const larger = await send(2 * 1024 * 1024 + 100 * 1024);
  check(
    'a 2 MiB image uploads through nginx (201); 2.1 MiB is refused (413)',
    largest.status === 201 && larger.status === 413,
    `${largest.status}, ${larger.status}`,
  );

  // Each instance, asked directly, serves the upload (whichever one stored it).
  const served = await Promise.all(
    instances.map(async (instance) => {
      const answer = await fetch(`${instance.url}${largest.url}`);
      return `${instance.id}: ${answer.status} ${Buffer.from(await answer.arrayBuffer()).length}`;
    }),
  );
  check(
    'the upload is served by both instances, which share no uploads folder',
    served.every((line) => / 200 [1-9]/.test(line)),
    served.join(', '),
  );
}
