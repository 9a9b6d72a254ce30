// What `npm run bench:data` (scripts/bench/data.mjs) measures on a server holding the seeded data:
// the /products page (bytes as sent, first and cached render), the public and staff lists (first
// and a later page), the inbox search, and the server's memory. Requests go one at a time over
// one keep-alive connection to 127.0.0.1 only (node:http, so that the bytes are those on the
// wire); every loop stops at its count or after LOOP_MS, every request after REQUEST_TIMEOUT_MS.

import fs from 'node:fs';
import http from 'node:http';
import { SEARCHES } from './data-rows.mjs';
import { ADMIN } from './data-seed.mjs';
import { percentile } from './data-report.mjs';

const REQUEST_TIMEOUT_MS = 120_000;
const LOOP_MS = 20_000;
/** Renders of /products after a change to a product (each one a full render and compression),
 * at most: like every loop, they stop after LOOP_MS. */
const RENDERS = 3;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request: status, headers, the body's bytes as sent, and the time to its last byte. */
function request(origin, path, { method = 'GET', headers = {}, body } = {}) {
  const url = new URL(path, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`not a loopback address: ${url.href}`);
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const sent = http.request(url, { method, headers, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () =>
        resolve({
          status: answer.statusCode,
          headers: answer.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - began,
        }),
      );
    });
    sent.setTimeout(REQUEST_TIMEOUT_MS, () =>
      sent.destroy(new Error(`${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function ok(origin, path, options) {
  const answer = await request(origin, path, options);
  if (answer.status !== 200) {
    throw new Error(
      `GET ${path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`,
    );
  }
  return answer;
}

/** Up to `runs` answers of `path` (at least one; no more once LOOP_MS have passed). */
async function repeat(runs, origin, path, options) {
  const deadline = Date.now() + LOOP_MS;
  const times = [];
  let last;
  while (times.length < runs && (times.length === 0 || Date.now() < deadline)) {
    last = await ok(origin, path, options);
    times.push(last.ms);
  }
  return { times, last };
}

const stats = (times) => ({
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  n: times.length,
});

/** Logs the staff account in over HTTP, as the site does; its token. */
export async function logIn(origin) {
  const answer = await request(origin, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (answer.status !== 200) {
    throw new Error(`the staff login answered ${answer.status}: ${answer.body.toString()}`);
  }
  return answer.body.toString().trim();
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in bytes. */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const BR = { 'accept-encoding': 'br, gzip' };

/**
 * /products: the first request since the server started (rendered then), the bytes of each
 * coding, the answer kept (cached), and renders after a change to a product (`touchProduct`).
 */
export async function measureProducts(origin, runs, count, touchProduct) {
  const first = await ok(origin, '/products', { headers: BR });
  const html = await ok(origin, '/products', { headers: { 'accept-encoding': 'identity' } });
  const gzip = await ok(origin, '/products', { headers: { 'accept-encoding': 'gzip' } });
  const cached = await repeat(runs, origin, '/products', { headers: BR });
  const renders = [];
  let etag = first.headers.etag;
  const deadline = Date.now() + LOOP_MS;
  while (renders.length < RENDERS && (renders.length === 0 || Date.now() < deadline)) {
    await touchProduct();
    const again = await ok(origin, '/products', { headers: BR });
    if (again.headers.etag === etag) throw new Error('a changed product did not change /products');
    etag = again.headers.etag;
    renders.push(again.ms);
  }
  // A page halfway through the shop (24 products a page) and a search: each rendered at its first
  // request, then kept.
  const others = [];
  const middle = Math.max(2, Math.floor(count / 24 / 2));
  for (const path of [`/products?page=${middle}`, '/products?q=kit']) {
    const answer = await ok(origin, path, { headers: BR });
    const plain = await ok(origin, path, { headers: { 'accept-encoding': 'identity' } });
    others.push({ path, htmlBytes: plain.body.length, firstMs: answer.ms });
  }
  return {
    htmlBytes: html.body.length,
    brBytes: first.body.length,
    gzipBytes: gzip.body.length,
    firstMs: first.ms,
    others,
    renderMs: percentile(renders, 50),
    renders: renders.length,
    cached: stats(cached.times),
  };
}

const PUBLIC_LISTS = [
  '/api/products',
  '/api/ts/getall',
  '/api/posts?type=job',
  '/api/posts?type=internship',
];
const STAFF_LISTS = [
  '/api/staff/messages',
  '/api/staff/users',
  '/api/staff/audit',
  '/api/staff/emails?status=failed',
  '/api/staff/emails?status=sent',
  '/api/staff/posts',
  '/api/staff/testimonials',
  '/api/staff/products',
];

/** Pages walked at most to reach a later page of a list (each costs one request). */
const WALK = 50;

/** The next page's address: a staff page's `next`, or a public list's `Link: <…>; rel="next"`. */
function nextOf(path, answer) {
  const json = JSON.parse(answer.body.toString());
  if (!Array.isArray(json)) {
    if (!json.next) return null;
    const url = new URL(path, 'http://localhost');
    url.searchParams.set('cursor', json.next);
    return `${url.pathname}${url.search}`;
  }
  return /^<([^>]+)>; rel="next"$/.exec(answer.headers.link ?? '')?.[1] ?? null;
}

/** A list's size: `total` of a staff page, `X-Total-Count` of a public list. */
const totalOf = (answer, json) =>
  Array.isArray(json) ? Number(answer.headers['x-total-count'] ?? json.length) : json.total;

/**
 * A list's first page, and a later one (the page WALK pages in, or its last when it has fewer),
 * reached by following each page's cursor: items, total, bytes, times. A page from a cursor costs
 * the same however far in it is (keyset paging), which the two rows show.
 */
async function measureList(origin, path, runs, headers) {
  const first = await repeat(runs, origin, path, { headers });
  const json = JSON.parse(first.last.body.toString());
  const itemsOf = (j) => (Array.isArray(j) ? j.length : j.items.length);
  const rows = [
    {
      list: path,
      page: '1',
      items: itemsOf(json),
      total: totalOf(first.last, json),
      bytes: first.last.body.length,
      ...stats(first.times),
    },
  ];
  let later = null;
  let page = 1;
  for (let next = nextOf(path, first.last); next && page < WALK; page += 1) {
    later = next;
    next = nextOf(next, await ok(origin, next, { headers }));
  }
  if (later) {
    const again = await repeat(runs, origin, later, { headers });
    const body = JSON.parse(again.last.body.toString());
    rows.push({
      list: path,
      page: `${page} (by cursor)`,
      items: itemsOf(body),
      total: totalOf(again.last, body),
      bytes: again.last.body.length,
      ...stats(again.times),
    });
  }
  return rows;
}

/** Every public list and every staff list, first and last page, in that order. */
export async function measureLists(origin, runs, token) {
  const staff = { authorization: `Bearer ${token}` };
  const rows = [];
  for (const path of PUBLIC_LISTS) rows.push(...(await measureList(origin, path, runs, {})));
  for (const path of STAFF_LISTS) rows.push(...(await measureList(origin, path, runs, staff)));
  return rows;
}

/** The inbox search (GET /api/staff/messages?q=): each query's matches and times. */
export async function measureSearch(origin, runs, token) {
  const headers = { authorization: `Bearer ${token}` };
  const rows = [];
  for (const { label, q } of SEARCHES) {
    const path = `/api/staff/messages?q=${encodeURIComponent(q)}`;
    const { times, last } = await repeat(runs, origin, path, { headers });
    rows.push({ query: label, matches: JSON.parse(last.body.toString()).total, ...stats(times) });
  }
  return rows;
}
