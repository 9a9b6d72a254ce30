// What the articles' HTTP suites share (articles-publishing, articles-media-topics-authors): a
// server on a fresh database with an editor, and the back office's steps on an article: a new
// one, its document's state, a draft saved, a publish (now or at a time).

import { type TestServer, call, startServer } from '../../helpers';
import { newStaff } from '../../staff-support';
import type { StoreHarness } from '../../stores';
import type { ArticleContent } from '../../../../contract/documents/article/schema';
import type { StaffArticle } from '../../../../contract/api/staff-articles';
import { fromParagraphs } from '../../../../contract/values/content/rich-text';

type State = { revision: number; draft: ArticleContent | null; published: ArticleContent };

/** A body of `words` words, in one rich-text block. */
const bodyOf = (words: number): ArticleContent['body'] => [
  {
    type: 'richText',
    id: 'b1',
    heading: '',
    body: fromParagraphs(Array.from({ length: words }, (_, i) => `word${i}`).join(' ')),
  },
];

/** A draft ready to publish: a summary, `tags`, and a body of `words` words. */
export const ready = (draft: ArticleContent, tags: string[], words = 460): ArticleContent => ({
  ...draft,
  summary: 'How we test what we ship.',
  tags,
  body: bodyOf(words),
});

/** A server on a fresh database of `harness` (the outbox run by hand), and an editor's token. */
export async function openArticleSite(harness: StoreHarness) {
  const database = await harness.fresh();
  const site = await startServer({ env: database.env, app: { startOutboxWorker: false } });
  const token = (await newStaff(site, 'writer', 'editor')).token;
  return { database, site, token };
}

/**
 * The back office's steps on an article, on the server and as the editor that `current` names
 * when a step runs (the suite's beforeAll sets them).
 */
export function articleSteps(current: () => { site: TestServer; token: string }) {
  const create = async (title: string, as = current().token) => {
    const answer = await call(current().site, '/api/staff/articles', {
      token: as,
      json: { title },
    });
    expect(answer.status).toBe(201);
    return answer.json as StaffArticle;
  };
  const state = async (key: string, as = current().token) =>
    (await call(current().site, `/api/staff/documents/${key}`, { token: as })).json as State;
  const saveDraft = async (
    key: string,
    change: (draft: ArticleContent) => ArticleContent,
    as = current().token,
  ) => {
    const { revision, draft, published } = await state(key, as);
    return call(current().site, `/api/staff/documents/${key}/draft`, {
      method: 'PUT',
      token: as,
      json: { revision, data: change(draft ?? published) },
    });
  };
  const publish = async (key: string, at?: string, as = current().token) => {
    const answer = await call(current().site, `/api/staff/documents/${key}/publish`, {
      token: as,
      json: { revision: (await state(key, as)).revision, ...(at ? { at } : {}) },
    });
    expect(answer.status).toBe(200);
  };
  return { create, state, saveDraft, publish };
}
