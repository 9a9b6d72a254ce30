// The analytics dashboard's API (docs/product.md §10.19), for admins (routes/staff/index.ts: the
// company's figures, like the leads'; it holds no personal data, docs/security.md, "Analytics"): GET /api/staff/analytics?from=&to= (the figures of those days, UTC, both
// included) and GET /api/staff/analytics/export.csv?from=&to= (each day's page views and visitors
// per page). Both only read: nothing is written to the audit log.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import { AnalyticsRange, AnalyticsReport } from '../../contract/api/analytics';
import { ANALYTICS } from '../../contract/values/analytics-limits';
import { buildReport, pageDays } from './report';
import { HttpError } from '../platform/errors';
import { errors } from '../platform/api/route-errors';
import { FROM_AFTER_TO, spreadsheetText } from '../platform/spreadsheet';
import { adminDoc, STAFF_ERRORS, type StaffRouteDeps } from '../routes/staff/common';

const DAY_MS = 86_400_000;

/** The day's midnight (UTC), or NaN for a day the calendar lacks (2026-02-30). */
const midnight = (day: string): number => {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(time).toISOString().slice(0, 10) === day ? time : NaN;
};

/** 400 unless `from` ≤ `to`, both real days, at most ANALYTICS.maxRangeDays apart. */
function checkRange(from: string, to: string): void {
  const first = midnight(from);
  const last = midnight(to);
  if (Number.isNaN(first) || Number.isNaN(last))
    throw new HttpError(400, `No such day: ${Number.isNaN(first) ? from : to}.`);
  if (first > last) throw new HttpError(400, FROM_AFTER_TO);
  if ((last - first) / DAY_MS + 1 > ANALYTICS.maxRangeDays)
    throw new HttpError(400, `A range covers at most ${ANALYTICS.maxRangeDays} days.`);
}

export const analyticsRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { store },
) => {
  app.get(
    '/analytics',
    {
      schema: {
        ...adminDoc(
          'Analytics',
          'Page views and visitors per day, top pages, referrers and campaigns, conversions ' +
            '(counted from their own tables), the funnel and the p75 of each Core Web Vital per ' +
            'page, over the days `from` to `to` (UTC, both included; at most ' +
            `${ANALYTICS.maxRangeDays}). Past days come from the daily rollup, today from the ` +
            'raw events.',
        ),
        querystring: AnalyticsRange,
        response: { 200: AnalyticsReport, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      checkRange(from, to);
      const [rows, conversions] = await Promise.all([
        store.analytics.dayRows(from, to),
        store.analytics.conversions(from, to),
      ]);
      return buildReport(from, to, rows, conversions);
    },
  );

  app.get(
    '/analytics/export.csv',
    {
      schema: {
        ...adminDoc(
          'Export analytics as CSV',
          'Each day of the range (UTC) and page: page views and visitors, oldest day first. ' +
            'RFC 4180 CSV in UTF-8 with a byte order mark, as an attachment named ' +
            'analytics-FROM-to-TO.csv.',
        ),
        querystring: AnalyticsRange,
        response: {
          200: {
            description: 'One line per day and page after the header line.',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errors([400, ...STAFF_ERRORS]),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      checkRange(from, to);
      const rows = pageDays(await store.analytics.dayRows(from, to));
      const csv = stringify(
        rows.map((r) => [r.day, spreadsheetText(r.path), r.views, r.visitors]),
        {
          bom: true,
          header: true,
          columns: ['Day (UTC)', 'Page', 'Page views', 'Visitors'],
          record_delimiter: 'windows',
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );
};
