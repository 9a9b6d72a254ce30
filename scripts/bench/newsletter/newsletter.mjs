// npm run bench:newsletter: one newsletter campaign to 50,000 confirmed subscribers
// (docs/performance.md, "Newsletter"). On SQLite with one server instance, and on PostgreSQL
// (TEST_DATABASE_URL or DATABASE_URL's server, else a throwaway cluster: scripts/ci/postgres.sh)
// with two, each `node build/server/index.js` on loopback with the recommended flags
// (scripts/scale/harness.mjs), sending to an SMTP sink in this process that counts the messages
// each recipient gets. An admin writes a note and sends it to everyone; halfway (half the
// recipients reached) one instance is killed with SIGKILL and started again. Measured: emails
// queued a second (the campaign's recipients over the time from its start to its last queued),
// the time from "send" to the last message received, each instance's peak RSS (VmHWM, ≤ 256
// MiB), and, once everything is settled, the recipients mailed twice (must be 0) and missed (must
// be 0), and how many messages repeated a Message-ID.
//
//   --subscribers N  1,000 to 100,000 (default 50,000)
//   --rate N         NEWSLETTER_RATE_PER_MINUTE of the run (default 120,000: 2,000 a second)
//   --timeout S      the longest a database's run may take, in seconds (default 900)
//   --no-build       use the server already in build/server/ (else npm run build:server first)
//   --no-postgres    SQLite only

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as h from '../../scale/harness.mjs';
import { table } from '../data-report.mjs';
import { databaseOf, startSink } from './parts.mjs';

const RSS_LIMIT_MIB = 256;
const PASSWORD = 'correct horse battery staple';
/** A seeded subscriber's address. */

function readOptions() {
  const { values } = parseArgs({
    options: {
      subscribers: { type: 'string', default: '50000' },
      rate: { type: 'string', default: '120000' },
      timeout: { type: 'string', default: '900' },
      'no-build': { type: 'boolean', default: false },
      'no-postgres': { type: 'boolean', default: false },
    },
  });
  const subscribers = Number(values.subscribers);
  const rate = Number(values.rate);
  const timeout = Number(values.timeout);
  if (!Number.isInteger(subscribers) || subscribers < 1000 || subscribers > 100_000) {
    throw new Error('--subscribers takes 1,000 to 100,000');
  }
  if (!Number.isInteger(rate) || rate < 600 || rate > 1_000_000) {
    throw new Error('--rate takes 600 to 1,000,000');
  }
  if (!Number.isInteger(timeout) || timeout < 30 || timeout > 3600) {
    throw new Error('--timeout takes 30 to 3,600');
  }
  return {
    subscribers,
    rate,
    timeoutMs: timeout * 1000,
    build: !values['no-build'],
    postgres: !values['no-postgres'],
  };
}

/** The peak RSS (VmHWM) of a running process, in MiB; undefined once it is gone. */
function peakOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return undefined;
  }
}

let dist;
/** The tiny built site the instances serve (written once). */
const site = () => (dist ??= h.writeSite());

async function runOn(name, options, url) {
  const sink = await startSink();
  const count = url === undefined ? 1 : 2;
  const dataDir = path.join(h.work, `data-${name}-1`);
  const env = {
    SMTP_URL: sink.url,
    JWT_SECRET: 'bench-newsletter-secret-0123456789abcdefghijklmnop',
    NEWSLETTER_RATE_PER_MINUTE: String(options.rate),
    NEWSLETTER_ROUND_MS: '250',
    // A dead instance's claimed emails are sent again once their lease ends.
    OUTBOX_LEASE_MS: '5000',
    OUTBOX_POLL_MS: '500',
    DIST_DIR: site(),
    RATE_LIMIT_AUTH_MAX: '1000',
    ...(url === undefined ? {} : { DATABASE_URL: url }),
  };
  const ports = [];
  for (let i = 0; i < count; i += 1) ports.push(await h.freePort());
  const instances = ports.map((port, i) => h.instance(`${name}-${i + 1}`, port, env));
  for (const instance of instances) await instance.start();
  const db = databaseOf(dataDir, url);
  const origin = instances[0].url;

  // An admin, and the subscribers (straight into the database).
  const email = `bench-admin-${Date.now()}@example.com`;
  const post = (route, body, token) =>
    fetch(`${origin}${route}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  if ((await post('/api/auth/create', { email, password: PASSWORD })).status !== 201) {
    throw new Error('could not create the benchmark account');
  }
  await db.query(`UPDATE users SET role = 'admin' WHERE email = ${db.param(1)}`, [email]);
  const token = await (await post('/api/auth/login', { email, password: PASSWORD })).text();
  console.log(`> ${name}: seeding ${options.subscribers} confirmed subscribers`);
  await db.query(
    `INSERT INTO newsletter_subscribers (email, status, all_topics, consent_source, consent_wording, consent_at, confirmed_at, created_at)
     WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${options.subscribers})
     SELECT 'reader' || n || '@example.com', 'confirmed', ${db.yes}, 'import', 'Benchmark', ${db.now}, ${db.now}, ${db.now} FROM g`,
  );
  const body = {
    subject: 'Benchmark insights',
    source: {
      kind: 'note',
      body: {
        root: {
          type: 'root',
          children: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'What we learnt this month, in a few lines. '.repeat(20) },
              ],
            },
          ],
        },
      },
    },
    audience: { all: true },
  };
  const created = await post('/api/staff/newsletter/campaigns', body, token);
  if (created.status !== 201)
    throw new Error(`campaign: ${created.status} ${await created.text()}`);
  const { id } = await created.json();

  const peaks = instances.map(() => 0);
  const watch = () =>
    instances.forEach((instance, i) => {
      const peak = peakOf(instance.pid);
      if (peak !== undefined) peaks[i] = Math.max(peaks[i], peak);
    });
  const began = performance.now();
  const sent = await post(`/api/staff/newsletter/campaigns/${id}/send`, undefined, token);
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);
  console.log(`> ${name}: sending at ${options.rate} a minute`);

  const deadline = Date.now() + options.timeoutMs;
  let killed = false;
  const victim = instances[instances.length - 1];
  let done = false;
  while (!done) {
    if (Date.now() > deadline) throw new Error(`${name}: not finished within the timeout`);
    await h.sleep(250);
    watch();
    if (!killed && sink.perRecipient.size >= options.subscribers / 2) {
      killed = true;
      console.log(`> ${name}: SIGKILL ${victim.id} at ${sink.perRecipient.size} recipients`);
      await victim.stop('SIGKILL');
      await h.sleep(500);
      await victim.start();
      console.log(`> ${name}: ${victim.id} started again`);
    }
    if (sink.perRecipient.size < options.subscribers) continue;
    const [left] = await db.query(
      `SELECT (SELECT COUNT(*) FROM email_outbox WHERE status = 'pending') AS outbox,
              (SELECT COUNT(*) FROM newsletter_campaign_recipients WHERE status = 'pending') AS recipients,
              (SELECT status FROM newsletter_campaigns WHERE id = ${id}) AS campaign`,
    );
    done = Number(left.outbox) === 0 && Number(left.recipients) === 0 && left.campaign === 'sent';
  }
  // The dead instance's emails in flight come back once their lease ends: wait for them too.
  await h.sleep(6000);
  watch();
  const [times] = await db.query(
    `SELECT started_at, finished_at FROM newsletter_campaigns WHERE id = ${id}`,
  );
  const [counts] = await db.query(
    `SELECT COUNT(*) AS recipients FROM newsletter_campaign_recipients WHERE campaign_id = ${id}`,
  );
  const queuedSeconds =
    (new Date(times.finished_at).getTime() - new Date(times.started_at).getTime()) / 1000;
  let twice = 0;
  for (const n of sink.perRecipient.values()) if (n > 1) twice += 1;
  let repeatedIds = 0;
  for (const n of sink.messageIds.values()) if (n > 1) repeatedIds += n - 1;
  const result = {
    name,
    instances: count,
    subscribers: options.subscribers,
    recipients: Number(counts.recipients),
    queuedPerSecond: Number(counts.recipients) / queuedSeconds,
    sendSeconds: (sink.state.last - began) / 1000,
    peaks,
    messages: sink.state.messages,
    twice,
    missed: options.subscribers - sink.perRecipient.size,
    repeatedIds,
  };
  for (const instance of instances) await instance.stop('SIGTERM');
  await sink.close();
  return result;
}

async function main() {
  const options = readOptions();
  if (options.build) h.buildServer();
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, load ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; Node ${process.version}; ${options.subscribers} subscribers, ` +
      `${options.rate} emails a minute`,
  );
  const results = [];
  try {
    results.push(await runOn('SQLite', options));
    if (options.postgres) {
      const serverUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
      if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
      results.push(await runOn('PostgreSQL', options, await h.startDatabase()));
    }
  } finally {
    await h.cleanup();
  }
  const rows = results.map((r) => [
    `${r.name}, ${r.instances} instance${r.instances > 1 ? 's' : ''}`,
    r.recipients.toLocaleString('en'),
    r.queuedPerSecond.toFixed(0),
    `${r.sendSeconds.toFixed(1)} s`,
    r.peaks.map((p) => `${p.toFixed(0)} MiB`).join(', '),
    String(r.twice),
    String(r.missed),
    String(r.repeatedIds),
  ]);
  console.log(
    `\n${table(
      [
        'database',
        'recipients',
        'queued / s',
        'send to last received',
        'peak RSS',
        'mailed twice',
        'missed',
        'repeated Message-IDs',
      ],
      rows,
      ['recipients', 'queued / s'],
    )}`,
  );
  const failed = results.some(
    (r) =>
      r.missed > 0 ||
      r.twice > 0 ||
      r.peaks.some((p) => p > RSS_LIMIT_MIB) ||
      r.recipients !== r.subscribers,
  );
  return failed ? 1 : 0;
}

process.exitCode = await main();
