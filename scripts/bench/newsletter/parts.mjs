// The newsletter benchmark's parts (scripts/bench/newsletter/newsletter.mjs): the SMTP sink its instances
// send to, and the run's database read behind the servers' back.

import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import * as h from '../../scale/harness.mjs';

/** The campaign's recipients (the admin's welcome and verification emails are not counted). */
const READER = /^reader\d+@example\.com$/;

/** An SMTP server counting the messages each recipient gets, and their Message-IDs. */
export async function startSink() {
  const perRecipient = new Map();
  const messageIds = new Map();
  const state = { messages: 0, last: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
        // The campaign's (the admin's welcome and verification emails are not counted).
        const readers = session.envelope.rcptTo.filter(({ address }) => READER.test(address));
        for (const { address } of readers) {
          perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        }
        if (readers.length > 0) {
          messageIds.set(id, (messageIds.get(id) ?? 0) + 1);
          state.messages += 1;
          state.last = performance.now();
        }
        callback();
      });
    },
  });
  const port = await h.freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    messageIds,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One SQL statement on the run's database; its rows. */
export function databaseOf(dataDir, url) {
  if (url === undefined) {
    const file = path.join(dataDir, 'kestrel.db');
    return {
      async query(text, params = []) {
        const db = new Database(file);
        try {
          const statement = db.prepare(text);
          return statement.reader ? statement.all(...params) : (statement.run(...params), []);
        } finally {
          db.close();
        }
      },
      now: "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
      yes: '1',
      param: () => '?',
    };
  }
  return {
    async query(text, params = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    now: 'now()',
    yes: 'true',
    param: (n) => `$${n}`,
  };
}
