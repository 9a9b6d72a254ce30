// The first request after a publish (scripts/bench-web.mjs): an admin of the benchmark's server
// publishes a change to the navigation and footer (the `site` document, which every page shows),
// so every page's render is out of date; then each page is asked for once (rendered now, with its
// brotli copy: server/site/live-pages.ts) and once more (the render kept). Times are the whole answer
// over loopback, as a browser asking with Accept-Encoding: br, gzip would get it.

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs up an account and makes it an admin in the server's SQLite file; answers its token. */
export async function adminToken(origin, dataDir) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery staple';
  const post = (url, body) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if ((await post('/api/auth/create', { email, password })).status !== 201) {
    throw new Error('could not create the benchmark account');
  }
  const db = new Database(path.join(dataDir, 'kestrel.db'));
  try {
    db.prepare(`UPDATE users SET role = 'admin' WHERE email = ?`).run(email);
  } finally {
    db.close();
  }
  return (await post('/api/auth/login', { email, password })).text();
}

/** The time to the last byte of a page, in ms. */
async function timed(url) {
  const began = performance.now();
  const answer = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - began;
}

/** Per page, the times of the first request after each publish and of the one after it. */
export async function measureAfterPublish({ origin, dataDir, pages, runs }) {
  const token = await adminToken(origin, dataDir);
  const staff = async (route, method = 'GET', body) => {
    const answer = await fetch(`${origin}/api/staff/documents/site${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (answer.status !== 200) throw new Error(`${method} ${route}: ${answer.status}`);
    return answer.json();
  };
  const results = Object.fromEntries(pages.map((p) => [p, { first: [], kept: [] }]));
  for (const page of pages) await timed(new URL(page, origin).href);
  for (let run = 1; run <= runs; run += 1) {
    const before = await staff('');
    const footer = {
      ...before.published.footer,
      contactBlurb: `Benchmark run ${run}, ${Date.now()}`,
    };
    const draft = await staff('/draft', 'PUT', {
      revision: before.revision,
      data: { ...before.published, footer },
    });
    await staff('/publish', 'POST', { revision: draft.revision });
    // The instance reads the published version again after its commit (content/published.ts).
    await sleep(200);
    for (const page of pages) {
      const url = new URL(page, origin).href;
      results[page].first.push(await timed(url));
      results[page].kept.push(await timed(url));
    }
  }
  return results;
}
