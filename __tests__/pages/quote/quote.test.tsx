import { screen, waitFor, within } from '@testing-library/react';
import { QUOTE_THANKS } from '../../../contract/values/constants';
import { QUOTE_KEY } from '../../../src/features/quote/quoteEffects';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

// The quote wizard (docs/product.md, "The quote wizard"), driven by keyboard through its five
// steps against the real store and routes; only the API's answers are scripted.

const net = fetchDoubleForEachTest();

beforeEach(() => sessionStorage.clear());

const main = () => within(screen.getByRole('main'));
const stepHeading = () => main().getByRole('heading', { level: 2, name: /^Step \d of 5/ });
const range = () => screen.getByRole('complementary', { name: 'Indicative price range' });

const ESTIMATE = { low: 25500, high: 38000, currency: 'USD' };
const LINK = '/quote?service=web-development&tier=standard';

/** From a pricing link to the review step, every step by keyboard. */
async function walkToReview(user: ReturnType<typeof renderApp>['user']) {
  expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
  // The link's service is chosen: Enter on it is Next.
  const web = main().getByRole('radio', { name: /Web Development/ });
  expect(web).toBeChecked();
  web.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 2 of 5: Tier'));
  expect(stepHeading()).toHaveFocus();
  await user.tab();
  expect(main().getByRole('radio', { name: /Standard/ })).toHaveFocus();
  expect(main().getByRole('radio', { name: /Standard/ })).toBeChecked();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 3 of 5: Scope'));
  expect(stepHeading()).toHaveFocus();
  // Each question: Tab to its group, Space picks the first answer, an arrow the next one.
  for (const [question, presses] of [
    ['How many pages or screens?', 1],
    ['How many existing systems should it connect to?', 1],
    ['Are the texts and images ready?', 1],
    ['When do you need it?', 0],
    ['What budget do you have in mind?', 1],
  ] as const) {
    await user.tab();
    const group = main().getByRole('group', { name: question });
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard(' ');
    for (let i = 0; i < presses; i += 1) await user.keyboard('{ArrowDown}');
  }
  expect(range()).toHaveTextContent('$25,500 – $38,000');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 4 of 5: Contact details'));
  await user.tab();
  await user.keyboard('Ada Quote');
  await user.tab();
  await user.keyboard('ada@example.com');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 5 of 5: Review and send'));
  expect(stepHeading()).toHaveFocus();
}

describe('the quote wizard', () => {
  it('goes through the five steps by keyboard and sends the answers', async () => {
    let sent: unknown;
    net.on('POST', '/api/quote', async (request) => {
      sent = await request.json();
      return json({ message: QUOTE_THANKS, estimate: ESTIMATE }, 201);
    });
    const { user } = renderApp(LINK, { preloadedState: loggedOut });
    await walkToReview(user);
    expect(main().getByText('6 to 20')).toBeVisible();
    expect(main().getByText('Ada Quote')).toBeVisible();
    await user.click(main().getByRole('button', { name: 'Send request' }));
    expect(await main().findByRole('status')).toHaveTextContent(QUOTE_THANKS);
    expect(sent).toEqual({
      service: 'web-development',
      tier: 'standard',
      pages: 'up-to-20',
      integrations: 'one',
      contentReady: 'partly',
      deadline: 'flexible',
      budget: '10k-30k',
      fullName: 'Ada Quote',
      email: 'ada@example.com',
      company: '',
      phone: '',
      message: '',
    });
    // Sent: the tab keeps nothing.
    expect(sessionStorage.getItem(QUOTE_KEY)).toBeNull();
  });

  it('says what is wrong beside the field, moves the focus there and keeps what was typed', async () => {
    const { user } = renderApp('/quote?service=web-development&tier=basic', {
      preloadedState: loggedOut,
    });
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(main().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 3 of 5: Scope'));
    // Nothing answered: each question says so; the first question's first answer has the focus.
    await user.click(main().getByRole('button', { name: 'Next' }));
    const pages = main().getByRole('group', { name: 'How many pages or screens?' });
    const first = within(pages).getAllByRole('radio')[0]!;
    expect(within(pages).getByText('Please choose an answer.')).toBeVisible();
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Please choose an answer.');
    expect(stepHeading()).toHaveAccessibleName('Step 3 of 5: Scope');
    // Answered: the message goes, the answer stays.
    await user.click(within(pages).getByRole('radio', { name: '21 to 50' }));
    expect(within(pages).queryByText('Please choose an answer.')).not.toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Next' }));
    expect(within(pages).getByRole('radio', { name: '21 to 50' })).toBeChecked();
    expect(
      within(main().getByRole('group', { name: 'When do you need it?' })).getByText(
        'Please choose an answer.',
      ),
    ).toBeVisible();
  });

  it('keeps every answer when the server refuses the request, and shows why', async () => {
    net.on('POST', '/api/quote', () =>
      json({ message: 'Too many quote requests from your address in a short time.' }, 429),
    );
    const { user } = renderApp(LINK, { preloadedState: loggedOut });
    await walkToReview(user);
    await user.click(main().getByRole('button', { name: 'Send request' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Too many quote requests');
    expect(main().getByText('Ada Quote')).toBeVisible();
    await user.click(main().getByRole('button', { name: 'Back' }));
    expect(main().getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(sessionStorage.getItem(QUOTE_KEY)).toContain('ada@example.com');
  });

  it('comes back after a reload at the same step with the same answers (sessionStorage)', async () => {
    const first = renderApp(LINK, { preloadedState: loggedOut });
    await walkToReview(first.user);
    first.unmount();

    // A new page load: a new store, the same tab.
    renderApp('/quote', { preloadedState: loggedOut });
    await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 5 of 5: Review and send'));
    expect(main().getByText('Ada Quote')).toBeVisible();
    expect(range()).toHaveTextContent('$25,500 – $38,000');
  });

  it('shows the range as an indication from the published prices, as the answers change', async () => {
    const { user } = renderApp('/quote', { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
    expect(range()).toHaveTextContent('Choose a service to see an indicative price range.');
    await user.click(main().getByRole('radio', { name: /Mobile App Development/ }));
    expect(range()).toHaveTextContent('$7,000 – $100,000');
    expect(range()).toHaveTextContent('not an offer');
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(await main().findByRole('radio', { name: /Basic/ }));
    expect(range()).toHaveTextContent('$7,000 – $15,000');
  });
});
