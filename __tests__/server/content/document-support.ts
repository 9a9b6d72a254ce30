// Content documents as the back office changes them, and the pages that show them, for the tests
// of live pages: a draft saved and published through the staff API, then the page polled until the
// publish has reached it (every instance follows publishes at once: server/content/published.ts).

import { type TestServer, call } from '../helpers';

type State = { revision: number; published: Record<string, unknown> };

/** Saves `change(published)` as the draft of `key` and publishes it, as the editor does. */
export async function publishDocument(
  server: TestServer,
  token: string,
  key: string,
  change: (published: State['published']) => unknown,
): Promise<void> {
  const state = (await call(server, `/api/staff/documents/${key}`, { token })).json as State;
  const saved = await call(server, `/api/staff/documents/${key}/draft`, {
    method: 'PUT',
    token,
    json: { revision: state.revision, data: change(state.published) },
  });
  expect(saved.status).toBe(200);
  const published = await call(server, `/api/staff/documents/${key}/publish`, {
    token,
    json: { revision: (saved.json as State).revision },
  });
  expect(published.status).toBe(200);
}

/** The page at `route` once it shows `text` (or after a second, as it is then). */
export async function pageShowing(server: TestServer, route: string, text: string) {
  let page = await call(server, route);
  for (let i = 0; i < 40 && !page.text.includes(text); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    page = await call(server, route);
  }
  return page;
}
