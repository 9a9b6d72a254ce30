// Helpers of the leads' tests: leads written straight into the database (a quote request as the
// quote wizard stores it, or thousands at once), and a strict RFC 4180 reader for the export.

import type { QuoteDetails } from '../../../contract/values/leads';
import { openSqlite } from '../../../server/db/dialect';
import type { TestServer } from '../helpers';

/** The Kysely instance of the server's SQLite file (the same connection the server uses). */
export const databaseOf = (server: TestServer) => openSqlite(server.config.databaseFile);

export interface SeedLead {
  fullName?: string;
  email?: string;
  subject?: string;
  message?: string;
  createdAt?: string;
  kind?: 'message' | 'quote';
  quote?: QuoteDetails | null;
  stage?: 'new' | 'contacted' | 'proposal' | 'won' | 'lost';
  ownerId?: number | null;
  followUpOn?: string | null;
  firstReplyAt?: string | null;
  lostReason?: string | null;
}

export const QUOTE: QuoteDetails = {
  service: 'Web application',
  tier: 'Growth',
  answers: [
    { label: 'Pages', value: 'About 20' },
    { label: 'Deadline', value: 'Before March' },
  ],
  estimate: { low: 12000, high: 18000, currency: 'GBP' },
};

/** Inserts leads in one transaction, 500 a statement; their ids, in order. */
export async function seedLeads(server: TestServer, leads: readonly SeedLead[]): Promise<number[]> {
  const opened = databaseOf(server);
  const ids: number[] = [];
  try {
    await opened.db.transaction().execute(async (trx) => {
      for (let i = 0; i < leads.length; i += 500) {
        const rows = await trx
          .insertInto('contact_messages')
          .values(
            leads.slice(i, i + 500).map((lead, j) => ({
              full_name: lead.fullName ?? `Lead ${i + j}`,
              email: lead.email ?? `lead${i + j}@example.com`,
              subject: lead.subject ?? `Subject ${i + j}`,
              message: lead.message ?? 'Hello',
              created_at: lead.createdAt ?? new Date().toISOString(),
              kind: lead.kind ?? (lead.quote ? 'quote' : 'message'),
              quote: lead.quote ? JSON.stringify(lead.quote) : null,
              stage: lead.stage ?? 'new',
              owner_id: lead.ownerId ?? null,
              follow_up_on: lead.followUpOn ?? null,
              first_reply_at: lead.firstReplyAt ?? null,
              lost_reason: lead.lostReason ?? null,
            })),
          )
          .returning('id')
          .execute();
        ids.push(...rows.map((r) => r.id));
      }
    });
  } finally {
    await opened.close();
  }
  return ids;
}

/**
 * Reads CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field in double
 * quotes when it holds a comma, a quote (doubled) or a line break. Throws on anything else (a bare
 * LF between records, a quote inside an unquoted field), so a test fails on CSV that is not valid.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string) => {
    throw new Error(`Not RFC 4180 CSV at ${i}: ${why}`);
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail('an unclosed quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            i += 1;
            break;
          }
        } else field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('a quote in an unquoted field');
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') i += 1;
    else if (text.startsWith('\r\n', i) || i >= text.length) {
      records.push(record);
      record = [];
      i += 2;
    } else fail(`${JSON.stringify(text[i])} after a field`);
  }
  return records;
}
