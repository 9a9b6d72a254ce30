// The analytics dashboard's endpoints (/api/staff/analytics*), injected into the one API slice
// (api.ts) by the back office's chunk only.

import { api } from '../../api/api';
import type { AnalyticsReport } from '../../api/types';

interface Range {
  from: string;
  to: string;
}

/** What the export answers the page: the file as an object URL, and its name. */
interface AnalyticsExportFile {
  href: string;
  fileName: string;
}

const search = ({ from, to }: Range) => `?${new URLSearchParams({ from, to }).toString()}`;

const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsReport: build.query<AnalyticsReport, Range>({
      query: (range) => `/api/staff/analytics${search(range)}`,
    }),
    /** The CSV of the days' page views per page, kept as an object URL the page downloads. */
    exportAnalytics: build.mutation<AnalyticsExportFile, Range>({
      query: (range) => ({
        url: `/api/staff/analytics/export.csv${search(range)}`,
        responseHandler: async (response) =>
          response.ok
            ? {
                href: URL.createObjectURL(await response.blob()),
                fileName:
                  /filename="([^"]+)"/.exec(
                    response.headers.get('content-disposition') ?? '',
                  )?.[1] ?? 'analytics.csv',
              }
            : response.json(),
      }),
    }),
  }),
});

export const { useAnalyticsReportQuery, useExportAnalyticsMutation } = analyticsApi;
