// What visitors see now of each content document (contract/documents/index.ts), kept in memory and read
// again when it is published: on this instance, or on any other sharing the database (the store's
// onPublish: PostgreSQL's NOTIFY), with the media library's focal point on each upload it shows
// (focal-points.ts). The emails sign with the company's facts from here.

import type { FastifyBaseLogger } from 'fastify';
import { company as seedCompany } from '../../contract/values/company';
import {
  type CompanyFactsData,
  DOCUMENT_KEYS,
  DOCUMENTS,
  type DocumentKey,
} from '../../contract/documents';
import type { DataStore } from '../db';
import { ALL_DOCUMENTS } from './publish-channel';
import { withFocalPoints } from './focal-points';

export interface PublishedDocuments {
  /** The company's facts as published now. */
  company(): CompanyFactsData;
  /**
   * Every document as published now (the seed of one not yet in the database): the same object
   * until the next publish, so that a change can be told by identity. Never change it.
   */
  all(): Record<DocumentKey, unknown>;
  /** When the document's version visitors see was published (undefined: not in the database). */
  publishedAt(key: DocumentKey): string | undefined;
  /** Stops following publishes. */
  close(): void;
}

export async function loadPublished(
  store: DataStore,
  log: FastifyBaseLogger,
): Promise<PublishedDocuments> {
  const current = new Map<string, unknown>();
  const publishedAt = new Map<string, string>();
  /** all()'s answer, made again after a publish: the same object until then (live-pages.ts). */
  let snapshot: Record<DocumentKey, unknown> | undefined;
  const load = async (key: string) => {
    const doc = await store.documents.get(key);
    if (doc) {
      current.set(key, await withFocalPoints(store.media, doc.published));
      publishedAt.set(key, doc.publishedAt);
      snapshot = undefined;
    }
  };
  const stop = store.documents.onPublish((key) => {
    for (const k of DOCUMENT_KEYS.filter((known) => key === ALL_DOCUMENTS || known === key)) {
      load(k).catch((error: unknown) =>
        log.error({ err: error, key: k }, 'reading a published document failed'),
      );
    }
  });
  await Promise.all(DOCUMENT_KEYS.map(load));
  return {
    company: () => (current.get('company') as CompanyFactsData | undefined) ?? seedCompany,
    all: () =>
      (snapshot ??= Object.fromEntries(
        DOCUMENT_KEYS.map((key) => [key, current.get(key) ?? DOCUMENTS[key].seed]),
      ) as Record<DocumentKey, unknown>),
    publishedAt: (key) => publishedAt.get(key),
    close: stop,
  };
}
