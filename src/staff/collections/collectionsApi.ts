// The collections' endpoints (/api/staff/<collection>*: contract/values/collections.ts), injected into the
// one API slice by the staff chunk only. An edit refreshes its collection's lists, the public ones
// too (their tags: src/api/staffApi.ts), and the audit log.

import type { Static } from 'typebox';
import type { CollectionName } from '../../../contract/values/collections';
import type { COLLECTION_SCHEMAS } from '../../../contract/api/staff';
import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';
import type { PageOf } from '../../api/types';

type Schemas = typeof COLLECTION_SCHEMAS;

/** Any collection's stored item, and what staff send for one (contract/api/staff.ts). */
export type AnyItem = Static<Schemas[CollectionName]['item']>;
export type AnyInput = Static<Schemas[CollectionName]['input']>;

const collectionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of a collection's items; with a search, those it matches, the best match first. */
    staffList: build.query<
      PageOf<AnyItem>,
      { collection: CollectionName; q: string; cursor?: string }
    >({
      query: ({ collection, q, cursor }) =>
        `/api/staff/${collection}${queryString({ q: q.trim(), cursor })}`,
      providesTags: (_result, _error, { collection }) => [collection],
    }),
    saveItem: build.mutation<
      AnyItem,
      { collection: CollectionName; id: number | null; body: AnyInput }
    >({
      query: ({ collection, id, body }) => ({
        url: id === null ? `/api/staff/${collection}` : `/api/staff/${collection}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { collection }) => [collection, 'Audit'],
    }),
    deleteItem: build.mutation<null, { collection: CollectionName; id: number }>({
      query: ({ collection, id }) => ({ url: `/api/staff/${collection}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { collection }) => [collection, 'Audit'],
    }),
  }),
});

export const { useStaffListQuery, useSaveItemMutation, useDeleteItemMutation } = collectionsApi;
