import { configure, screen, waitFor, within } from '@testing-library/react';
import { type QuoteDetails, quoteMessage } from '../../../contract/values/leads';
import type { LeadSummary } from '../../../src/api/types';
import type { RootState } from '../../../src/app/store';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo } from '../../support/staffApp';

// The Leads page in the whole app (real routes, store and API slice; fetch answered at the network
// boundary): a card moves to another column from the keyboard alone, the move is announced to
// screen readers and the focus follows the card; a move to "lost" asks why first; the filters are
// in the store and in the address.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const lead = (id: number, fullName: string, extra: Partial<LeadSummary> = {}): LeadSummary => ({
  id,
  kind: 'message',
  stage: 'new',
  fullName,
  email: `${id}@example.com`,
  subject: `Subject ${id}`,
  service: null,
  ownerId: null,
  ownerName: null,
  followUpOn: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

/** Answers the board's columns from `leads` by stage, and a PATCH by moving the lead. */
function serveLeads(leads: LeadSummary[]) {
  net.on('GET', '/api/staff/leads', (request) => {
    const stage = new URL(request.url).searchParams.get('stage');
    return json(page(leads.filter((l) => !stage || l.stage === stage)));
  });
  net.on('GET', '/api/staff/leads/owners', () =>
    json([{ id: 3, name: 'Sam', email: 'sam@example.com' }]),
  );
  net.on('GET', '/api/staff/leads/stats', () =>
    json({
      weeks: [{ weekOf: '2026-11-16', count: 2 }],
      won: 1,
      lost: 1,
      winRate: 0.5,
      medianFirstReplyHours: 5,
    }),
  );
  for (const l of leads)
    net.on('PATCH', `/api/staff/leads/${l.id}`, async (request) => {
      const change = (await request.json()) as { stage: LeadSummary['stage']; lostReason?: string };
      if (change.stage === 'lost' && !change.lostReason)
        return json({ message: 'Say why the lead was lost: lostReason is required.' }, 400);
      l.stage = change.stage;
      return json({
        ...l,
        message: '',
        quote: null,
        lostReason: null,
        stageChangedAt: null,
        firstReplyAt: null,
        notes: [],
        history: [],
      });
    });
}

/** The JSON body the app sent with `request`. */
const bodyOf = (request: Request | undefined): unknown =>
  JSON.parse(net.bodies[net.requests.indexOf(request!)] ?? 'null');

const column = (name: RegExp) => screen.getByRole('region', { name });

it('moves a card to "Won" from the keyboard, announces it and keeps the focus on the card', async () => {
  serveLeads([lead(1, 'Rita Visitor'), lead(2, 'Sam Other', { stage: 'contacted' })]);
  const { user } = await openStaffApp(net, 'admin', '/staff/leads');

  const card = within(await screen.findByRole('region', { name: /^New \(1\)/ })).getByRole(
    'button',
    { name: 'Move Rita Visitor' },
  );
  // Tab to the card's "Move" button, open its menu with Enter, choose "To Won" with the keyboard.
  card.focus();
  await user.keyboard('{Enter}');
  expect(card).toHaveAttribute('aria-expanded', 'true');
  const toWon = screen.getByRole('button', { name: 'To Won' });
  await user.tab();
  // The menu's first item follows the button in the tab order.
  expect(screen.getByRole('button', { name: 'To Contacted' })).toHaveFocus();
  toWon.focus();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('status')).toHaveTextContent('Moved Rita Visitor to Won.');
  const patch = requestsTo(net, 'PATCH', '/api/staff/leads/1');
  expect(patch).toHaveLength(1);
  expect(bodyOf(patch[0])).toEqual({ stage: 'won' });
  await waitFor(() =>
    expect(
      within(column(/^Won \(1\)/)).getByRole('button', { name: 'Move Rita Visitor' }),
    ).toHaveFocus(),
  );
  expect(within(column(/^New \(0\)/)).queryByText('Rita Visitor')).toBeNull();
});

it('asks why before a move to "lost", and keeps the reason typed when it is refused', async () => {
  serveLeads([lead(4, 'Lou Lost')]);
  const { user, store } = await openStaffApp(net, 'admin', '/staff/leads');
  await user.click(await screen.findByRole('button', { name: 'Move Lou Lost' }));
  await user.click(screen.getByRole('button', { name: 'To Lost' }));
  expect(requestsTo(net, 'PATCH', '/api/staff/leads/4')).toHaveLength(0);
  const reason = screen.getByLabelText(/^Reason/);
  await user.type(reason, 'Chose another agency');
  // The first answer refuses: the reason stays as typed, and the refusal is read out.
  let refused = false;
  net.on('PATCH', '/api/staff/leads/4', () => {
    if (!refused) {
      refused = true;
      return json({ message: 'Too many back-office changes in a short time.' }, 429);
    }
    return json({
      ...lead(4, 'Lou Lost', { stage: 'lost' }),
      message: '',
      quote: null,
      lostReason: 'x',
      stageChangedAt: null,
      firstReplyAt: null,
      notes: [],
      history: [],
    });
  });
  await user.click(screen.getByRole('button', { name: 'Mark lost' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Lou Lost was not moved: Too many back-office changes in a short time.',
  );
  expect(screen.getByLabelText(/^Reason/)).toHaveValue('Chose another agency');
  await user.click(screen.getByRole('button', { name: 'Mark lost' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Moved Lou Lost to Lost.');
  expect(bodyOf(requestsTo(net, 'PATCH', '/api/staff/leads/4')[1])).toEqual({
    stage: 'lost',
    lostReason: 'Chose another agency',
  });
  expect((store.getState() as RootState).leads?.lostPrompt).toBeNull();
});

it('keeps the filters in the store and in the address', async () => {
  serveLeads([lead(5, 'Quinn Quote', { kind: 'quote' })]);
  const { user, store, router } = await openStaffApp(
    net,
    'admin',
    '/staff/leads?view=list&kind=quote',
  );
  expect(await screen.findByRole('table', { name: 'Leads, newest first' })).toBeVisible();
  expect((store.getState() as RootState).leads?.filters.kind).toBe('quote');
  await user.selectOptions(screen.getByLabelText('Owner'), 'none');
  await waitFor(() =>
    expect(router.state.location.search).toBe('?view=list&owner=none&kind=quote'),
  );
  expect(requestsTo(net, 'GET', '/api/staff/leads').at(-1)?.url).toMatch(/owner=none/);
  expect(screen.getByText('50% (1 won, 1 lost)')).toBeVisible();
});

const quinnsQuote: QuoteDetails = {
  service: 'Web application',
  tier: 'Growth',
  answers: [{ label: 'How many pages?', value: 'About 20' }],
  estimate: { low: 12000, high: 18000, currency: 'GBP' },
};
const LINE_LABELS = { service: 'Service', tier: 'Tier', estimate: 'Indicative price range' };

/** Answers lead 6, a quote request whose message is stored as the quote wizard stores it. */
function serveQuinn(ownWords: string) {
  const quinn = lead(6, 'Quinn Quote', { kind: 'quote', service: 'Web application' });
  serveLeads([quinn]);
  net.on('GET', '/api/staff/leads/6', () =>
    json({
      ...quinn,
      message: quoteMessage(quinnsQuote, LINE_LABELS, ownWords),
      quote: quinnsQuote,
      lostReason: null,
      stageChangedAt: null,
      firstReplyAt: null,
      notes: [],
      history: [],
    }),
  );
}

it('opens the lead the address names, with its quote answers, and closes it with Escape', async () => {
  serveQuinn('A shop, please.');
  const { user, router } = await openStaffApp(net, 'admin', '/staff/leads?view=list&lead=6');
  const panel = await screen.findByRole('region', { name: 'Quinn Quote' });
  expect(within(panel).getByText('About 20')).toBeVisible();
  expect(within(panel).getByText('£12,000 – £18,000')).toBeVisible();
  // The answers are shown once, as the table: the message is the visitor's own words.
  expect(within(panel).getByText('A shop, please.')).toBeVisible();
  expect(within(panel).getAllByText(/How many pages\?/)).toHaveLength(1);
  expect(panel).not.toHaveTextContent('Tier: Growth');
  expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
  expect(router.state.location.search).toBe('?view=list&lead=6');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Quinn Quote' })).toBeNull());
  await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
});

it('erases a lead only once confirmed, then closes it and says so', async () => {
  const quinn = lead(7, 'Quinn Forgotten');
  serveLeads([quinn]);
  net.on('GET', '/api/staff/leads/7', () =>
    json({
      ...quinn,
      message: 'Please forget me.',
      quote: null,
      lostReason: null,
      stageChangedAt: null,
      firstReplyAt: null,
      notes: [],
      history: [],
    }),
  );
  net.on('DELETE', '/api/staff/leads/7', () => new Response(null, { status: 204 }));
  const { user, store, router } = await openStaffApp(net, 'admin', '/staff/leads?view=list&lead=7');
  const panel = await screen.findByRole('region', { name: 'Quinn Forgotten' });
  await user.click(within(panel).getByRole('button', { name: 'Erase this lead…' }));
  expect(requestsTo(net, 'DELETE', '/api/staff/leads/7')).toHaveLength(0);
  expect((store.getState() as RootState).leads?.confirmingErase).toBe(true);
  await user.click(within(panel).getByRole('button', { name: 'Erase it for good' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Quinn Forgotten' })).toBeNull());
  expect(requestsTo(net, 'DELETE', '/api/staff/leads/7')).toHaveLength(1);
  expect(screen.getByText("Quinn Forgotten's lead was erased.")).toBeVisible();
  // The lists are asked again; the erased lead (404 from now on) is not.
  await waitFor(() => expect(requestsTo(net, 'GET', '/api/staff/leads').length).toBeGreaterThan(1));
  expect(requestsTo(net, 'GET', '/api/staff/leads/7')).toHaveLength(1);
  await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
});

it('says so when a quote request came without a message of its own', async () => {
  serveQuinn('');
  await openStaffApp(net, 'admin', '/staff/leads?view=list&lead=6');
  const panel = await screen.findByRole('region', { name: 'Quinn Quote' });
  expect(within(panel).getByText('No message beyond the quote answers.')).toBeVisible();
  expect(within(panel).getAllByText(/About 20/)).toHaveLength(1);
});
