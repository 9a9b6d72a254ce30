// A check of `npm run test:scale` (run.mjs): a content document published through one instance
// shows on the other within a second (PostgreSQL NOTIFY site_content, server/db/postgres.ts, and
// server/content/published.ts), in the page it renders; then the earlier version is restored.

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { json } from './load.mjs';

export async function publishAcrossInstances({ databaseUrl, instances, check }) {
  const [api1, api2] = instances;
  const email = `editor-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  await fetch(`${api1.url}/api/auth/create`, json({ email, password }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`UPDATE users SET role = 'editor' WHERE email = $1`, [email]);
  await client.end();
  const token = await (await fetch(`${api1.url}/api/auth/login`, json({ email, password }))).text();
  const call = async (path, method = 'GET', body) => {
    const answer = await fetch(`${api1.url}/api/staff/documents/home${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return answer.json();
  };
  const before = await call('');
  const headline = `Published on api-1 at ${Date.now()}`;
  const draft = await call('/draft', 'PUT', {
    revision: before.revision,
    data: { ...before.published, hero: { ...before.published.hero, headline } },
  });
  const published = await call('/publish', 'POST', { revision: draft.revision });
  const at = Date.now();
  // Each probe is bounded: at most 60 polls 50 ms apart (3 s), then it gives up.
  let seenAfter = null;
  for (let i = 0; i < 60 && seenAfter === null; i += 1) {
    const page = await (await fetch(`${api2.url}/`)).text();
    if (page.includes(headline)) seenAfter = Date.now() - at;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  check(
    'a publish on api-1 shows in the page api-2 renders within 1 s',
    published.publishedVersion === before.publishedVersion + 1 &&
      seenAfter !== null &&
      seenAfter <= 1000,
    seenAfter === null ? 'not seen in 3 s' : `${seenAfter} ms`,
  );
  const restored = await call(`/versions/${before.publishedVersion}/restore`, 'POST', {
    revision: published.revision,
  });
  await call('/publish', 'POST', { revision: restored.revision });
}
