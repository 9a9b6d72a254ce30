// The apply form's endpoint (docs/product.md §10.17), injected into the one API slice from the
// careers chunk: only a posting's page loads it. The body is the form's multipart data, the CV
// with it; the answer, 201 with the confirmation, or a reason (its `field` names the one at fault).

import { api } from './api';
import type { ApplicationReceived } from './types';

const applyApi = api.injectEndpoints({
  endpoints: (build) => ({
    apply: build.mutation<ApplicationReceived, { slug: string; form: FormData }>({
      query: ({ slug, form }) => ({
        url: `/api/posts/${encodeURIComponent(slug)}/applications`,
        method: 'POST',
        body: form,
      }),
    }),
  }),
});

export const { useApplyMutation } = applyApi;
