// When someone else saved first (src/staff/content/ConflictPanel.tsx): who and when in words, Keep
// mine (the next save carries their revision), Compare (field by field, a choice for each, the
// merge saved); and typing that survives a reload (useKeptDraft.ts: sessionStorage, by document
// and account, restored with a notice, removed once saved).

import { configure, fireEvent, screen, within } from '@testing-library/react';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { pageData, pageState } from '../../support/documentFixture';
import { openStaffApp, requestsTo } from '../../support/staffApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const DRAFT = '/api/staff/documents/home/draft';
const KEPT = 'content-draft:home:sam@example.com';

let net: FetchDouble;
let theirsSaved: boolean;
const theirs = { ...pageData, hero: { ...pageData.hero, intro: 'Their intro' } };
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  theirsSaved = false;
  net = installFetch();
  net.on('GET', '/api/staff/documents/home', () =>
    json(
      theirsSaved
        ? pageState({
            revision: 4,
            draft: theirs,
            changedBy: 'alex@example.com',
            changedByName: 'Alex Rivera',
            changedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
          })
        : pageState(),
    ),
  );
  net.on('GET', '/api/staff/documents/home/versions', () => json([]));
  net.on('GET', '/api/staff/emails', () =>
    json({ items: [], total: 0, page: 1, pageSize: 20, failed: 0 }),
  );
  let saves = 0;
  net.on('PUT', DRAFT, () => {
    saves += 1;
    // The first save finds that Alex saved first; later ones are saved.
    if (saves === 1) {
      theirsSaved = true;
      return json({ message: 'Home page was changed by Alex Rivera.' }, 409);
    }
    return json(pageState({ revision: 5 }));
  });
});
afterEach(() => net.restore());

const open = async () => {
  const app = openStaffApp(net, 'admin', '/staff/content/home');
  await screen.findByRole('heading', { name: 'Home page' });
  fireEvent.click(screen.getByRole('button', { name: /^Hero/, expanded: false }));
  return app;
};
const headline = () => screen.getByRole('textbox', { name: 'Headline' });
const sent = () =>
  requestsTo(net, 'PUT', DRAFT).map(
    (r) =>
      JSON.parse(net.bodies[net.requests.indexOf(r)] ?? '{}') as {
        revision: number;
        data: typeof pageData;
      },
  );

async function conflict() {
  await open();
  fireEvent.change(headline(), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  return screen.findByText('Alex Rivera saved this 2 minutes ago.');
}

it('says who saved first and when, in words, and Keep mine saves over theirs', async () => {
  await conflict();
  expect(screen.queryByText(/\d{4}-\d\d-\d\dT/)).not.toBeInTheDocument();
  expect(headline()).toHaveValue('Mine');
  fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
  await screen.findByText(/^Saved at /);
  expect(sent().map((b) => [b.revision, b.data.hero.headline, b.data.hero.intro])).toEqual([
    [3, 'Mine', pageData.hero.intro],
    [4, 'Mine', pageData.hero.intro],
  ]);
});

it('compares theirs and mine field by field, and saves the fields chosen from each', async () => {
  await conflict();
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  const table = screen.getByRole('table');
  expect(within(table).getByRole('row', { name: /Hero › Headline/ })).toHaveTextContent(
    'Hero › HeadlineSoftware that lastsMine',
  );
  fireEvent.click(within(table).getByRole('radio', { name: 'Use theirs: Hero › Introduction' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save with these choices' }));
  await screen.findByText(/^Saved at /);
  expect(sent()[1]).toMatchObject({
    revision: 4,
    data: { hero: { headline: 'Mine', intro: 'Their intro' } },
  });
});

it('keeps unsaved typing in the tab across a reload, until it is saved', async () => {
  const first = await open();
  fireEvent.change(headline(), { target: { value: 'Typed before the reload' } });
  expect(JSON.parse(sessionStorage.getItem(KEPT) ?? '{}')).toMatchObject({
    revision: 3,
    draft: { hero: { headline: 'Typed before the reload' } },
  });
  first.unmount();

  await open();
  expect(await screen.findByText(/^Your unsaved changes from .* were restored/)).toBeVisible();
  expect(headline()).toHaveValue('Typed before the reload');
  expect(screen.getByText('Unsaved changes')).toBeVisible();
  net.on('PUT', DRAFT, () => json(pageState({ revision: 4 })));
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText(/^Saved at /);
  expect(sent().at(-1)).toMatchObject({
    revision: 3,
    data: { hero: { headline: 'Typed before the reload' } },
  });
  expect(sessionStorage.getItem(KEPT)).toBeNull();
});
