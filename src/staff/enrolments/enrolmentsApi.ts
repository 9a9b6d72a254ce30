// The back office's enrolments screen (docs/product.md §10.18): its calls, injected into the one
// API slice by the screen itself, so that they load with it (the staff-admin chunk), not with the
// back office's frame.
import { api } from '../../api/api';
import { queryString } from '../../api/queryString';
import type {
  CompletedInternship,
  EnrolmentStatus,
  InternshipRecord,
  StaffEnrolment,
  StaffEnrolmentPage,
} from '../../api/types';

// 'posts' is the postings' own tag (src/api/staffApi.ts): an edit there refreshes the picker.
const tagged = api.enhanceEndpoints({ addTagTypes: ['Enrolments', 'Audit', 'posts'] });

/** Internship postings the picker offers: the most one page of the staff API gives. */
const INTERNSHIPS_LISTED = 100;

const staffEnrolmentsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the enrolments, newest first: all, or the enrolled or completed ones only. */
    staffEnrolments: build.query<
      StaffEnrolmentPage,
      { status: EnrolmentStatus | ''; cursor: string | undefined }
    >({
      query: ({ status, cursor }) => `/api/staff/enrolments${queryString({ status, cursor })}`,
      providesTags: ['Enrolments'],
    }),
    completeEnrolment: build.mutation<StaffEnrolment, { id: number; completedOn: string }>({
      query: ({ id, completedOn }) => ({
        url: `/api/staff/enrolments/${id}/complete`,
        method: 'POST',
        body: { completedOn },
      }),
      invalidatesTags: ['Enrolments', 'Audit'],
    }),
    /** The internship postings, published or not, newest first: what the picker offers. */
    internshipPostings: build.query<{ id: number; title: string }[], void>({
      query: () => `/api/staff/posts?type=internship&limit=${INTERNSHIPS_LISTED}`,
      transformResponse: (page: { items: { id: number; title: string }[] }) =>
        page.items.map(({ id, title }) => ({ id, title })),
      providesTags: ['posts'],
    }),
    recordInternship: build.mutation<CompletedInternship, InternshipRecord>({
      query: (body) => ({ url: '/api/staff/internships', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useStaffEnrolmentsQuery,
  useCompleteEnrolmentMutation,
  useInternshipPostingsQuery,
  useRecordInternshipMutation,
} = staffEnrolmentsApi;
