// The Members page's endpoints (/api/staff/users*), injected into the one API slice by the page's
// chunk only. A changed role refreshes the list, the audit log and the profile (it may be one's
// own).

import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';
import type { AccountSummary, PageOf, Role } from '../../api/types';

const membersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffUsers: build.query<PageOf<AccountSummary>, { q: string; cursor?: string }>({
      query: ({ q, cursor }) => `/api/staff/users${queryString({ q: q.trim(), cursor })}`,
      providesTags: ['Users'],
    }),
    setRole: build.mutation<AccountSummary, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/api/staff/users/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['Users', 'Audit', 'Profile'],
    }),
  }),
});

export const { useStaffUsersQuery, useSetRoleMutation } = membersApi;
