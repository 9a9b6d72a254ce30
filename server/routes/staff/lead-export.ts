// GET /api/staff/leads/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admins only): every lead that
// arrived on those days (UTC), oldest first, as CSV (RFC 4180: comma-separated, fields quoted when
// they hold a comma, a quote or a line break, lines ending CRLF), UTF-8 with a byte order mark so
// that spreadsheet programs read it as UTF-8, offered as a dated attachment. It is streamed:
// csv-stringify writes the rows as the store reads them, a keyset batch at a time, so a large
// export never sits in memory. A cell a spreadsheet would take for a formula (starting with =, +,
// -, @, a tab or a carriage return) starts with ' instead (docs/security.md, "Leads"). The export
// itself is written to the audit log (lead.export) before the first byte is sent.

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import { LeadExportQuery } from '../../../contract/leads-api';
import { actorOf } from '../../auth/authenticate';
import type { LeadExportRow } from '../../db';
import { errors } from '../schemas';
import { HttpError } from '../../errors';
import { STAFF_ERRORS, adminDoc, type StaffRouteDeps } from './common';

/** The columns, in order: the row's field and the header's words. */
const COLUMNS: readonly { key: keyof LeadExportRow; header: string }[] = [
  { key: 'id', header: 'Id' },
  { key: 'createdAt', header: 'Received (UTC)' },
  { key: 'kind', header: 'Kind' },
  { key: 'stage', header: 'Stage' },
  { key: 'fullName', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'subject', header: 'Subject' },
  { key: 'message', header: 'Message' },
  { key: 'service', header: 'Service' },
  { key: 'tier', header: 'Tier' },
  { key: 'estimate', header: 'Indicative range' },
  { key: 'owner', header: 'Owner' },
  { key: 'followUpOn', header: 'Follow up on' },
  { key: 'lostReason', header: 'Lost reason' },
  { key: 'firstReplyAt', header: 'First reply (UTC)' },
];

export const FROM_AFTER_TO = 'The first day (from) must not be after the last one (to).';

/** 400 when a range's first day is after its last. */
export const checkRange = (from: string | undefined, to: string | undefined): void => {
  if (from !== undefined && to !== undefined && from > to) throw new HttpError(400, FROM_AFTER_TO);
};

/** A cell a spreadsheet would run as a formula, made text: ' before it. */
const neutralise = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const cells = (row: LeadExportRow): string[] =>
  COLUMNS.map(({ key }) => neutralise(String(row[key])));

export const leadExportRoute: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { store },
) => {
  app.get(
    '/leads/export.csv',
    {
      schema: {
        ...adminDoc(
          'Export leads as CSV',
          'Every lead that arrived from `from` to `to` (days, UTC, both included), oldest ' +
            'first: RFC 4180 CSV in UTF-8 with a byte order mark, as an attachment named ' +
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
      const csv = stringify({
        bom: true,
        header: true,
        columns: COLUMNS.map(({ header }) => header),
        record_delimiter: 'windows',
        // RFC 4180: a field holding a line break is quoted, a lone CR or LF as much as CRLF.
        quoted_match: /[\r\n]/,
      });
      const rows = Readable.from(
        (async function* () {
          for await (const row of store.leads.exportRows(from, to)) yield cells(row);
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
