// The back office's Subscribers (admins only: personal data; routes/staff/index.ts): the counts,
// how many a campaign to a topic or to everyone would reach, a page of the list searched by
// address, removing one (its address suppressed, as an unsubscribe), the CSV export
// (formula-safe cells, streamed a batch at a time) and the CSV import with its report
// (import.ts). Each change writes an audit row naming the subscription by id only.

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import {
  StaffAudience,
  StaffAudienceQuery,
  StaffSubscriberList,
  StaffSubscribersQuery,
  SubscriberImport,
  SubscriberImportReport,
} from '../../../contract/api/newsletter';
import { actorOf } from '../../accounts/authenticate';
import { noContent, errors } from '../../platform/api/route-errors';
import { spreadsheetText } from '../../platform/spreadsheet';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  adminDoc,
  idOf,
  notFound,
  type StaffRouteDeps,
  writeOptions,
} from '../../routes/staff/common';
import { Type } from 'typebox';

const PAGE = 20;
const COLUMNS = [
  'Email',
  'Status',
  'Topics',
  'Consent source',
  'Consent words',
  'Consent at',
  'Confirmed at',
];

export const subscriberStaffRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store, newsletter },
) => {
  app.get(
    '/newsletter/subscribers',
    {
      schema: {
        ...adminDoc('List the newsletter subscribers, with the counts'),
        querystring: StaffSubscribersQuery,
        response: { 200: StaffSubscriberList, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const { q, status, cursor } = request.query;
      const [counts, page] = await Promise.all([
        store.newsletter.counts(),
        store.newsletter.page({ q, status, cursor, size: PAGE }),
      ]);
      return {
        counts,
        next: page.next,
        items: page.items.map((s) => ({
          id: s.id,
          email: s.email,
          status: s.status,
          all: s.all,
          topics: s.topics,
          source: s.consent.source,
          consentAt: s.consent.at,
        })),
      };
    },
  );

  app.get(
    '/newsletter/subscribers/audience',
    {
      schema: {
        ...adminDoc(
          'How many a campaign would reach',
          'The confirmed subscriptions of a topic (and of every topic), or of everyone.',
        ),
        querystring: StaffAudienceQuery,
        response: { 200: StaffAudience, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => ({ confirmed: await newsletter.audienceSize(request.query.topic) }),
  );

  app.delete(
    '/newsletter/subscribers/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Remove a subscriber', 'Deletes the subscription and suppresses its address.'),
        params: Type.Object({ id: Type.String() }),
        response: { ...noContent, ...errors([404, ...WRITE_ERRORS]) },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params, 'subscriber');
      if (!(await newsletter.remove(id, actorOf(request)))) throw notFound('subscriber');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/newsletter/subscribers/export.csv',
    {
      schema: {
        ...adminDoc(
          'Every subscriber as CSV',
          "RFC 4180, UTF-8 with a byte order mark; a cell a spreadsheet would take for a formula starts with '.",
        ),
        response: { 200: Type.String(), ...errors([...STAFF_ERRORS]) },
      },
    },
    async (_request, reply) => {
      async function* rows() {
        yield COLUMNS;
        for await (const s of store.newsletter.all()) {
          yield [
            s.email,
            s.status,
            s.all ? 'all' : s.topics.join(' '),
            s.consent.source,
            s.consent.wording,
            s.consent.at,
            s.confirmedAt ?? '',
          ].map(spreadsheetText);
        }
      }
      const csv = Readable.from(rows()).pipe(stringify({ bom: true, record_delimiter: '\r\n' }));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(csv as unknown as string);
    },
  );

  app.post(
    '/newsletter/subscribers/import',
    {
      ...writeOptions(config),
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        ...adminDoc('Import subscribers from CSV, with a report of the lines refused'),
        body: SubscriberImport,
        response: { 200: SubscriberImportReport, ...errors([...WRITE_ERRORS]) },
      },
    },
    async (request) =>
      newsletter.importCsv(request.body.csv, request.body.consentSource, actorOf(request)),
  );
};
