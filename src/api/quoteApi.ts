// The quote wizard's endpoint, injected into the one API slice from the quote chunk (RTK Query's
// code splitting): only /quote loads it.
import { apiUrl, config } from '../config/config';
import { api } from './api';
import type { QuoteAccepted, QuoteRequest } from './types';

const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the confirmation and the range the server computed from the published prices. */
    sendQuote: build.mutation<QuoteAccepted, QuoteRequest>({
      query: (body) => ({ url: apiUrl(config.contactApi, '/api/quote'), method: 'POST', body }),
    }),
  }),
});

export const { useSendQuoteMutation } = quoteApi;
