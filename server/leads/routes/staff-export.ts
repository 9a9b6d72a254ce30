// GET /api/staff/leads/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admins only): every lead that
// arrived on those days (UTC), oldest first, its stage and kind in the board's words and its times
// in the company's local time (with the stage's code and the UTC times beside them), as CSV (RFC 4180: comma-separated, fields quoted when
// they hold a comma, a quote or a line break, lines ending CRLF), UTF-8 with a byte order mark so
// that spreadsheet programs read it as UTF-8, offered as a dated attachment. It is streamed:
// csv-stringify writes the rows as the store reads them, a keyset batch at a time, so a large
// export never sits in memory. A cell a spreadsheet would take for a formula (starting with =, +,
// -, @, a tab or a carriage return) starts with ' instead (docs/security.md, "Leads"). The export
// itself is written to the audit log (lead.export) before the first byte is sent.

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import { company as seedCompany } from '../../../contract/values/company';
import type { CompanyFactsData } from '../../../contract/documents';
import { LEAD_KIND_LABELS, LEAD_STAGE_LABELS } from '../../../contract/values/leads';
import { LeadExportQuery } from '../../../contract/api/leads';
import { actorOf } from '../../accounts/authenticate';
import type { LeadExportRow } from '../../db';
import { errors } from '../../platform/api/route-errors';
import { checkRange, spreadsheetText } from '../../platform/spreadsheet';
import { STAFF_ERRORS, adminDoc, type StaffRouteDeps } from '../../routes/staff/common';

/** A column: its header's words (which may name the company's time zone) and its cell. */
interface Column {
  header: (timeZone: string) => string;
  cell: (row: LeadExportRow, timeZone: string) => string;
}

const field = (header: string, key: keyof LeadExportRow): Column => ({
  header: () => header,
  cell: (row) => String(row[key]),
});

/** A moment in the company's time zone, and beside it as it is stored (ISO 8601, UTC). */
const moment = (header: string, key: 'createdAt' | 'firstReplyAt'): Column[] => [
  { header: (zone) => `${header} (${zone})`, cell: (row, zone) => localTime(row[key], zone) },
  field(`${header} (UTC)`, key),
];

/**
 * The columns, in order. Stages and kinds in the board's words, times in the company's local time
 * (the `company` document's time zone); the stage's code and the UTC times stay beside them for
 * programs that read the file.
 */
const COLUMNS: readonly Column[] = [
  field('Id', 'id'),
  ...moment('Received', 'createdAt'),
  { header: () => 'Kind', cell: (row) => LEAD_KIND_LABELS[row.kind] },
  { header: () => 'Stage', cell: (row) => LEAD_STAGE_LABELS[row.stage] },
  field('Stage code', 'stage'),
  field('Name', 'fullName'),
  field('Email', 'email'),
  field('Subject', 'subject'),
  field('Message', 'message'),
  field('Service', 'service'),
  field('Tier', 'tier'),
  field('Indicative range', 'estimate'),
  field('Owner', 'owner'),
  field('Follow up on', 'followUpOn'),
  field('Lost reason', 'lostReason'),
  ...moment('First reply', 'firstReplyAt'),
];

/** An ISO moment as a local time in `timeZone`, the way spreadsheets read one: '2026-06-01 01:00'. */
function localTime(iso: string, timeZone: string): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The company's time zone as published, the seed's when none is, UTC when Intl knows no such. */
function companyTimeZone(company: CompanyFactsData): string {
  const zone = company.timeZone ?? seedCompany.timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

const cells = (row: LeadExportRow, timeZone: string): string[] =>
  COLUMNS.map(({ cell }) => spreadsheetText(cell(row, timeZone)));

export const leadExportRoute: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { store, published },
) => {
  app.get(
    '/leads/export.csv',
    {
      schema: {
        ...adminDoc(
          'Export leads as CSV',
          'Every lead that arrived from `from` to `to` (days, UTC, both included), oldest ' +
            'first, its stage and kind in words and its times in the company’s time zone (the ' +
            '`company` document’s `timeZone`), the stage code and UTC times beside them: RFC 4180 CSV in UTF-8 with a byte order mark, as an attachment named ' +
            'leads-FROM-to-TO.csv, streamed. A cell starting with =, +, -, @, a tab or a ' +
            "carriage return starts with ' (no formulas). Written to the audit log (lead.export).",
        ),
        querystring: LeadExportQuery,
        response: {
          200: {
            description: 'The leads, one a line after the header line.',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errors([400, ...STAFF_ERRORS]),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      checkRange(from, to);
      await store.staff.audit.record(
        { action: 'lead.export', entity: 'lead', entityId: null, after: { from, to } },
        actorOf(request),
      );
      const timeZone = companyTimeZone(published.company());
      const csv = stringify({
        bom: true,
        header: true,
        columns: COLUMNS.map(({ header }) => header(timeZone)),
        record_delimiter: 'windows',
        // RFC 4180: a field holding a line break is quoted, a lone CR or LF as much as CRLF.
        quoted_match: /[\r\n]/,
      });
      const rows = Readable.from(
        (async function* () {
          for await (const row of store.leads.exportRows(from, to)) yield cells(row, timeZone);
        })(),
      );
      rows.on('error', (error) => {
        request.log.error({ err: error }, 'the lead export failed part way');
        csv.destroy(error);
      });
      rows.pipe(csv);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads-${from}-to-${to}.csv"`)
          // A stream, piped as it is written (the schema above types the answer as its text).
          .send(csv as unknown as string)
      );
    },
  );
};
