// The inbox's endpoints (/api/staff/messages*), injected into the one API slice by the staff chunk
// only. Marking a message refreshes the list and the navigation's count of unread messages.

import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';
import type { MessageQuery, MessageStatus, PageOf, StaffMessage } from '../../api/types';

const inboxApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffMessages: build.query<PageOf<StaffMessage> & { unread: number }, MessageQuery>({
      query: ({ q, status, cursor }) =>
        `/api/staff/messages${queryString({ q: q.trim(), status, cursor })}`,
      providesTags: ['Messages'],
    }),
    setMessageStatus: build.mutation<StaffMessage, { id: number; status: MessageStatus }>({
      query: ({ id, status }) => ({
        url: `/api/staff/messages/${id}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Messages', 'Audit'],
    }),
  }),
});

export const { useStaffMessagesQuery, useSetMessageStatusMutation } = inboxApi;
