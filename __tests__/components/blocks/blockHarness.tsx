// Renders a page's blocks as the site does: in the app's store, primed with the content documents
// a server-rendered page carries (the seeds, or the documents given), inside a router. `served`
// renders them to HTML as the server does and hydrates that HTML as the browser does, collecting
// any mismatch React reports.

import { render } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Check, Errors } from 'typebox/value';
import type { TSchema } from 'typebox';
import { Block } from '../../../contract/blocks';
import type { DocumentKey } from '../../../contract/values/content/document-keys';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import { Blocks, loadAllBlocks } from '../../../src/components/blocks/Blocks';
import { seedDocuments } from '../../support/renderApp';

// Every kind's renderer loaded, as the server has them before it renders.
beforeAll(loadAllBlocks);

type Documents = Partial<Record<DocumentKey, unknown>>;

function Site({ children, store }: { children: ReactNode; store: ReturnType<typeof makeStore> }) {
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

const primed = (documents: Documents) => {
  const store = makeStore();
  primeStore(store.dispatch, { documents: { ...seedDocuments, ...documents } });
  return store;
};

/** The blocks drawn in the app, with the seed documents (or those given). */
export function renderBlocks(blocks: readonly unknown[], documents: Documents = {}) {
  const store = primed(documents);
  const view = render(
    <Site store={store}>
      <Blocks blocks={blocks as Block[]} />
    </Site>,
  );
  return { store, ...view };
}

/** The server's HTML of the blocks, hydrated: the errors React reported, and both markups. */
export function served(blocks: readonly unknown[], documents: Documents = {}) {
  const page = (store: ReturnType<typeof makeStore>) => (
    <Site store={store}>
      <Blocks blocks={blocks as Block[]} />
    </Site>
  );
  const html = renderToString(page(primed(documents)));
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  // As the browser parsed it (attribute case, void elements), before the app attaches.
  const parsed = host.innerHTML;
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(host, page(primed(documents)), {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  const hydrated = host.innerHTML;
  act(() => root?.unmount());
  host.remove();
  return { errors, html: parsed, hydrated };
}

/** Why a value is refused by a schema: the paths of its errors ([] when it is accepted). */
export function refusals(schema: TSchema, value: unknown): string[] {
  if (Check(schema, value)) return [];
  return [...new Set(Errors(schema, value).map((problem) => problem.instancePath || '/'))];
}
