// The contact form's endpoint, injected into the one API slice from the chunks that show the form
// only: the contact page's and the blocks' (a page staff build may hold the form).
import { apiUrl, config } from '../config/config';
import { api } from './api';
import type { ContactMessage, MessageResponse } from './types';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    contact: build.mutation<MessageResponse, ContactMessage>({
      query: (body) => ({ url: apiUrl(config.contactApi, '/api/contact'), method: 'POST', body }),
    }),
  }),
});

export const { useContactMutation } = contactApi;
/** The call itself (the tests send it through a store). */
export const { contact } = contactApi.endpoints;
