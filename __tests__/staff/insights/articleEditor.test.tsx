import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ArticleContent, newArticleContent } from '../../../contract/documents/article/schema';
import { pageState } from '../../support/documentFixture';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, stateOf } from '../../support/staffApp';
import { staffArticle, authorProfile } from './articleFixture';

// An article's editor (/staff/insights/edit?article=<id>: the content documents' editor for
// article-<id>) with its own controls: the author a select of the author profiles, the tags a
// tag input (Enter or a comma adds, a tag twice or past the limit is refused with the reason, a
// chip is removed by its button from the keyboard, the focus moving on), with the tags already in
// use offered; the tags and the author are the draft's, in the store.
// Lexical ships as ES modules only, which this Jest setup does not load: the rich text field's
// editor (its own lazily loaded chunk) is left out here; the browser tests drive it.
jest.mock('../../../src/staff/common/richtext/RichTextEditor', () => ({
  __esModule: true,
  default: () => null,
}));
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

// The article's schema as the server sends it with the document.
const schema = JSON.parse(JSON.stringify(ArticleContent)) as Record<string, unknown>;

const net = fetchDoubleForEachTest();
// The draft a test typed is kept for the tab (useKeptDraft): each test starts without it.
beforeEach(() => sessionStorage.clear());

const open = async (tags: string[]) => {
  const content = { ...newArticleContent('Testing in production', 'testing', 1), tags };
  const state = pageState({
    key: 'article-7',
    title: 'Testing in production',
    published: content,
    schema,
  });
  net.on('GET', '/api/staff/documents/article-7', () => json(state));
  net.on('GET', '/api/staff/documents/article-7/versions', () => json([]));
  net.on('PUT', '/api/staff/documents/article-7/draft', () => json(state));
  net.on('GET', '/api/staff/authors', () =>
    json([
      authorProfile(1, { name: 'Sam Carter', role: 'Lead engineer' }),
      authorProfile(2, { name: 'Ada Byron', role: '' }),
    ]),
  );
  net.on('GET', '/api/staff/articles', () =>
    json([staffArticle(3, { tags: ['testing', 'Security', 'cloud'] })]),
  );
  const app = await openStaffApp(net, 'editor', '/staff/insights/edit?article=7');
  await screen.findByRole('heading', { name: 'Testing in production', level: 2 });
  // The section of the article's words, opened once the draft is in the editor.
  const general = await screen.findByRole('button', { name: /^General/ });
  if (general.getAttribute('aria-expanded') !== 'true') fireEvent.click(general);
  await screen.findByRole('combobox', { name: 'Author' });
  return app;
};
const draftOf = (store: Awaited<ReturnType<typeof open>>['store']) =>
  stateOf(store).content?.editor?.draft as { tags: string[]; author: number };

it('picks the author from the author profiles, with a way back to the articles', async () => {
  const { user, store } = await open(['testing']);
  expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute(
    'href',
    '/staff/insights',
  );
  const author = screen.getByRole('combobox', { name: 'Author' });
  await waitFor(() => expect(author).toHaveValue('1'));
  expect(within(author).getByRole('option', { name: 'Sam Carter, Lead engineer' })).toBeVisible();
  await user.selectOptions(author, 'Ada Byron');
  expect(draftOf(store).author).toBe(2);
});

it('adds tags by Enter and by a comma, refuses a tag twice or past the limit, and offers those in use', async () => {
  const { user, store } = await open(['testing']);
  const box = screen.getByLabelText('Add a tag');
  // The tags in use, less those the article has (whatever their case).
  await waitFor(() => expect(box).toHaveAttribute('list'));
  const offered = [...document.querySelectorAll(`#${box.getAttribute('list')} option`)].map(
    (o) => (o as HTMLOptionElement).value,
  );
  expect(offered).toEqual(['Security', 'cloud']);

  await user.type(box, 'Cloud{Enter}');
  expect(draftOf(store).tags).toEqual(['testing', 'Cloud']);
  expect(box).toHaveValue('');
  await user.type(box, 'TESTING,');
  expect(draftOf(store).tags).toEqual(['testing', 'Cloud']);
  expect(box).toHaveAccessibleDescription(expect.stringContaining('“TESTING” is there already.'));
  expect(box).toHaveValue('TESTING');
  await user.clear(box);
  await user.type(box, 'security,');
  expect(draftOf(store).tags).toEqual(['testing', 'Cloud', 'security']);
  // The same slug is the same tag; a tag needs a letter or a digit.
  await user.clear(box);
  await user.type(box, 'Cloud!{Enter}');
  expect(box).toHaveAccessibleDescription(expect.stringContaining('“Cloud!” is there already.'));
  await user.clear(box);
  await user.type(box, '--{Enter}');
  expect(box).toHaveAccessibleDescription(
    expect.stringContaining('A tag needs a letter or a digit.'),
  );
  await user.clear(box);
  await user.type(box, 'a,b,c,d,e,f,');
  expect(box).toHaveAccessibleDescription(
    expect.stringContaining('At most 8 tags: remove one first.'),
  );
  expect(draftOf(store).tags).toEqual(['testing', 'Cloud', 'security', 'a', 'b', 'c', 'd', 'e']);
  const chips = screen.getByRole('list', { name: 'Tags now' });
  expect(within(chips).getAllByRole('button')).toHaveLength(8);
  expect(within(chips).getAllByRole('button')[1]).toHaveTextContent('Cloud ×');
});

it('removes a tag from the keyboard, the focus moving to the next one, then to the box', async () => {
  const { user, store } = await open(['testing', 'cloud']);
  const box = screen.getByLabelText('Add a tag');
  box.focus();
  // Backspace in the empty box goes to the last tag; Backspace there removes it.
  await user.keyboard('{Backspace}');
  expect(screen.getByRole('button', { name: 'Remove the tag cloud' })).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(draftOf(store).tags).toEqual(['testing']);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Remove the tag testing' })).toHaveFocus(),
  );
  await user.keyboard('{Enter}');
  expect(draftOf(store).tags).toEqual([]);
  await waitFor(() => expect(box).toHaveFocus());
  expect(screen.getByText('No tags yet.')).toBeVisible();
});
