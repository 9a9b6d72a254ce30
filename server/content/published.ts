// What visitors see now of each content document (contract/documents/index.ts), kept in memory and read
// again when it is published: on this instance, or on any other sharing the database (the store's
// onPublish: PostgreSQL's NOTIFY), with the media library's alt text and focal point on each
// upload it shows (focal-points.ts) and the facts its texts name put in ({price:webDevelopment.basic}
// → '$5,000': contract/values/content/facts.ts), read from the documents that own them as published now:
// publishing the pricing page changes every document naming one of its prices at once. The emails
// sign with the company's facts from here.

import type { FastifyBaseLogger } from 'fastify';
import { company as seedCompany } from '../../contract/values/company';
import {
  type CompanyFactsData,
  DOCUMENT_KEYS,
  DOCUMENTS,
  type DocumentKey,
} from '../../contract/documents';
import { documentFacts } from '../../contract/documents/facts';
import {
  type Fact,
  factsWithDraft,
  factValues,
  unknownFacts,
  withFacts,
} from '../../contract/values/content/facts';
import type { DataStore } from '../db';
import { oneAtATime } from '../platform/one-at-a-time';
import { ALL_DOCUMENTS } from './publish-channel';
import { withLibraryFacts } from './focal-points';

export interface PublishedDocuments {
  /** The company's facts as published now. */
  company(): CompanyFactsData;
  /**
   * Every document as published now (the seed of one not yet in the database), with the facts its
   * texts name put in: the same object until the next publish, so that a change can be told by
   * identity. Never change it.
   */
  all(): Record<DocumentKey, unknown>;
  /** The facts a text may name, as published now (what the editor lists). */
  facts(): readonly Fact[];
  /**
   * `data` with the facts its texts name put in: as published now, or as they would be were
   * `drafts` published (a draft of the pricing page, previewed).
   */
  withFacts<T>(data: T, drafts?: Partial<Record<DocumentKey, unknown>>): T;
  /**
   * A fact a published document names that would be gone were `drafts` published (a tier the
   * FAQ names, removed from the pricing page), and the document naming it; undefined when none.
   */
  factLostBy(
    drafts: Partial<Record<DocumentKey, unknown>>,
  ): { key: DocumentKey; name: string } | undefined;
  /** When the document's version visitors see was published (undefined: not in the database). */
  publishedAt(key: DocumentKey): string | undefined;
  /**
   * Calls `listener` with a document's key once what visitors see of it has been read again
   * (after its publish, here or on another instance); answers a function that stops it.
   */
  onChange(listener: (key: DocumentKey) => void): () => void;
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
  /** The facts as published now, made again after a publish. */
  let facts: readonly Fact[] | undefined;
  let values: ReadonlyMap<string, string> | undefined;
  const raw = (key: DocumentKey) => current.get(key) ?? DOCUMENTS[key].seed;
  const factsNow = () =>
    (facts ??= documentFacts({ pricing: raw('pricing'), courses: raw('courses') }));
  const valuesNow = () => (values ??= factValues(factsNow()));
  /** The facts as they would be were `drafts` published. */
  const valuesWith = (drafts: Partial<Record<DocumentKey, unknown>>) =>
    factValues(
      Object.entries(drafts).reduce<readonly Fact[]>(
        (known, [key, draft]) => factsWithDraft(known, key, draft),
        factsNow(),
      ),
    );
  const listeners = new Set<(key: DocumentKey) => void>();
  const load = async (key: DocumentKey) => {
    const doc = await store.documents.get(key);
    if (doc) {
      current.set(key, await withLibraryFacts(store.media, doc.published));
      publishedAt.set(key, doc.publishedAt);
      snapshot = undefined;
      facts = undefined;
      values = undefined;
    }
  };
  // One at a time: two publishes of a document in quick succession read it twice, and the
  // second read must be the one that stands.
  const reload = oneAtATime(async (key: DocumentKey) => {
    await load(key);
    for (const listener of listeners) listener(key);
  });
  const stop = store.documents.onPublish((key) => {
    for (const k of DOCUMENT_KEYS.filter((known) => key === ALL_DOCUMENTS || known === key)) {
      reload(k).catch((error: unknown) =>
        log.error({ err: error, key: k }, 'reading a published document failed'),
      );
    }
  });
  await Promise.all(DOCUMENT_KEYS.map(load));
  return {
    company: () => (current.get('company') as CompanyFactsData | undefined) ?? seedCompany,
    all: () =>
      (snapshot ??= Object.fromEntries(
        DOCUMENT_KEYS.map((key) => [key, withFacts(raw(key), valuesNow())]),
      ) as Record<DocumentKey, unknown>),
    facts: factsNow,
    withFacts: (data, drafts) => withFacts(data, drafts ? valuesWith(drafts) : valuesNow()),
    factLostBy(drafts) {
      const known = valuesWith(drafts);
      for (const key of DOCUMENT_KEYS.filter((other) => !(other in drafts))) {
        const [lost] = unknownFacts(raw(key), known);
        if (lost) return { key, name: lost.name };
      }
      return undefined;
    },
    publishedAt: (key) => publishedAt.get(key),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
