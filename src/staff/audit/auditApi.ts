// The audit log's endpoint (/api/staff/audit), injected into the one API slice by the page's chunk
// only. Every staff edit invalidates its tag.

import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';
import type { AuditEntry, PageOf } from '../../api/types';

const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffAudit: build.query<PageOf<AuditEntry>, string | undefined>({
      query: (cursor) => `/api/staff/audit${queryString({ cursor })}`,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useStaffAuditQuery } = auditApi;
