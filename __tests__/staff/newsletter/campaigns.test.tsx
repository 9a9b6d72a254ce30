import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { CampaignSummary } from '../../../contract/api/campaigns';
import type { StaffArticle } from '../../../contract/api/staff-articles';
import { fromParagraphs } from '../../../contract/rich-text';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo, stateOf } from '../../support/staffApp';
import { SENDING_POLL_MS } from '../../../src/staff/newsletter/CampaignsPage';

// The back office's Campaigns page (/staff/newsletter/campaigns, admins only) in the whole app
// (real routes, store and API slice; fetch answered at the network boundary): the list with each
// campaign's counts, asked again while one is sending; a note campaign written, saved and sent
// behind a confirmation naming how many people receive it; the test sent to oneself; the preview
// in a frame that runs no script; and a refusal shown at its field with what was typed kept.
// Lexical ships as ES modules only, which this Jest setup does not load: the note's editor is a
// plain text area here that gives the editor's value (the browser tests drive the real one).
jest.mock('../../../src/staff/common/richtext/RichTextEditor', () => {
  const { fromParagraphs: paragraphs } = jest.requireActual('../../../contract/rich-text');
  return {
    __esModule: true,
    default: ({
      id,
      labelId,
      onChange,
    }: {
      id: string;
      labelId: string;
      onChange: (v: unknown) => void;
    }) => (
      <textarea
        id={id}
        aria-labelledby={labelId}
        onChange={(e) => onChange(paragraphs(e.target.value))}
      />
    ),
  };
});
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();
const BASE = '/api/staff/newsletter/campaigns';

const counts = {
  recipients: 0,
  pending: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  unsubscribed: 0,
};
const summary = (id: number, over: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id,
  subject: `Campaign ${id}`,
  audience: { all: true },
  status: 'draft',
  scheduledAt: null,
  startedAt: null,
  finishedAt: null,
  createdBy: 'sam@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  counts,
  sourceKind: 'note',
  ...over,
});

it('shows each campaign’s counts, and asks again while one is sending', async () => {
  // Fake from the start: the list's polling timer is set when the first answer arrives.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let sent = 40;
  net.on('GET', BASE, () =>
    json(
      page([
        summary(2, {
          subject: 'November insights',
          status: 'sending',
          audience: { topic: 'testing' },
          startedAt: '2026-11-21T09:00:00.000Z',
          counts: { ...counts, recipients: 100, sent, failed: 2, bounced: 1, unsubscribed: 3 },
        }),
        summary(1, { subject: 'Welcome note' }),
      ]),
    ),
  );
  await openStaffApp(net, 'admin', '/staff/newsletter/campaigns');
  const november = await screen.findByRole('listitem', { name: /November insights/ });
  expect(november).toHaveTextContent('Sending');
  expect(november).toHaveTextContent('Topic: testing');
  const numbers = within(november).getByLabelText('Counts of November insights');
  const figure = (label: string) => within(numbers).getByText(label).nextSibling;
  expect(figure('Sent')).toHaveTextContent('40');
  expect(figure('Failed')).toHaveTextContent('2');
  expect(figure('Bounced')).toHaveTextContent('1');
  expect(figure('Unsubscribed')).toHaveTextContent('3');
  // A draft has no counts yet; it can be edited or deleted, not cancelled.
  const draft = screen.getByRole('listitem', { name: /Welcome note/ });
  expect(within(draft).queryByLabelText(/^Counts of/)).toBeNull();
  expect(within(draft).getByRole('button', { name: 'Delete Welcome note' })).toBeVisible();
  expect(within(november).getByRole('button', { name: 'Cancel November insights' })).toBeVisible();

  try {
    sent = 75;
    const before = requestsTo(net, 'GET', BASE).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SENDING_POLL_MS + 10);
    });
    expect(requestsTo(net, 'GET', BASE).length).toBeGreaterThan(before);
    await waitFor(() => expect(figure('Sent')).toHaveTextContent('75'));
  } finally {
    jest.useRealTimers();
  }
});

it('writes a note, saves it, and sends it after a confirmation naming how many receive it', async () => {
  const list: CampaignSummary[] = [];
  net.on('GET', BASE, () => json(page(list)));
  net.on('POST', BASE, async (request) => {
    const body = (await request.json()) as { subject: string };
    list.unshift(summary(9, { subject: body.subject }));
    return json({ ...list[0], source: { kind: 'note', body: fromParagraphs('x') } }, 201);
  });
  net.on('GET', '/api/staff/newsletter/subscribers/audience', () => json({ confirmed: 1234 }));
  net.on('POST', `${BASE}/9/send`, () => {
    list[0] = { ...list[0]!, status: 'sending' };
    return json({ ...list[0], source: { kind: 'note', body: fromParagraphs('x') } });
  });
  const { user, store } = await openStaffApp(net, 'admin', '/staff/newsletter/campaigns');
  await screen.findByText('No campaign yet.');

  await user.click(screen.getByRole('button', { name: 'New campaign' }));
  // Nothing is sent without a subject and a note: each problem at its field.
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAccessibleDescription(
    expect.stringContaining('Write the subject.'),
  );
  expect(screen.getByRole('group', { name: 'What to send' })).toHaveAccessibleDescription(
    'Write the note.',
  );
  expect(requestsTo(net, 'POST', BASE)).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'A word from us');
  await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'We moved offices.');
  expect(stateOf(store).campaigns?.draft).toMatchObject({
    subject: 'A word from us',
    kind: 'note',
  });
  await user.click(screen.getByRole('button', { name: 'Send now' }));
  const ask = await screen.findByRole('alert');
  await waitFor(() =>
    expect(ask).toHaveTextContent(
      'Send it now to 1,234 people (every confirmed subscriber)? It cannot be taken back',
    ),
  );
  const posted = requestsTo(net, 'POST', BASE);
  expect(posted).toHaveLength(1);
  expect(JSON.parse(net.bodies[net.requests.indexOf(posted[0]!)]!)).toEqual({
    subject: 'A word from us',
    source: { kind: 'note', body: fromParagraphs('We moved offices.') },
    audience: { all: true },
  });
  expect(requestsTo(net, 'POST', `${BASE}/9/send`)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
  expect(await screen.findByRole('status')).toHaveTextContent('A word from us is being sent.');
  expect(requestsTo(net, 'POST', `${BASE}/9/send`)).toHaveLength(1);
  expect(screen.queryByRole('textbox', { name: /^Subject/ })).toBeNull();
  expect(await screen.findByRole('listitem', { name: /A word from us/ })).toHaveTextContent(
    'Sending',
  );
});

it('keeps the typed subject and shows the server’s reason at its field', async () => {
  net.on('GET', BASE, () => json(page([])));
  net.on('POST', BASE, () =>
    json({ message: 'The subject must not contain a line break.', field: 'subject' }, 400),
  );
  const { user } = await openStaffApp(net, 'admin', '/staff/newsletter/campaigns');
  await user.click(await screen.findByRole('button', { name: 'New campaign' }));
  const subject = screen.getByRole('textbox', { name: /^Subject/ });
  await user.type(subject, 'Our news');
  await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Hello.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() =>
    expect(subject).toHaveAccessibleDescription(
      expect.stringContaining('The subject must not contain a line break.'),
    ),
  );
  expect(subject).toHaveValue('Our news');
  expect(subject).toBeInvalid();
});

it('sends a test to oneself and previews the email in a frame that runs no script', async () => {
  const draft = summary(4, { subject: 'Spring' });
  net.on('GET', BASE, () => json(page([draft])));
  net.on('GET', `${BASE}/4`, () =>
    json({ ...draft, source: { kind: 'note', body: fromParagraphs('Hi.') } }),
  );
  net.on('POST', `${BASE}/4/test`, () => json({ message: 'A test was sent to your address.' }));
  net.on('GET', `${BASE}/4/preview`, () =>
    json({
      subject: 'Spring',
      html: '<p>Hi from <b>us</b>.</p>',
      text: 'Hi from us.\n\nUnsubscribe: …',
    }),
  );
  const { user } = await openStaffApp(net, 'admin', '/staff/newsletter/campaigns');
  const row = await screen.findByRole('listitem', { name: /Spring/ });
  await user.click(within(row).getByRole('button', { name: 'Edit Spring' }));
  expect(await screen.findByRole('textbox', { name: /^Subject/ })).toHaveValue('Spring');

  await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
  expect(await screen.findByRole('status')).toHaveTextContent('A test was sent to your address.');
  expect(requestsTo(net, 'POST', `${BASE}/4/test`)).toHaveLength(1);
  // Nothing changed, so nothing was saved again.
  expect(requestsTo(net, 'PUT', `${BASE}/4`)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Preview as email' }));
  const frame = await screen.findByTitle('The email "Spring" as HTML');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', '<p>Hi from <b>us</b>.</p>');
  expect(screen.getByText(/Hi from us\.\s+Unsubscribe/)).toBeVisible();
});

it('offers the published insights by title, their tags as topics, and names a topic’s count', async () => {
  const article = (
    id: number,
    title: string,
    path: string | null,
    tags: string[],
  ): StaffArticle => ({
    id,
    key: `article-${id}`,
    title,
    path,
    draftPath: `/insights/${title.toLowerCase().replace(/ /g, '-')}`,
    status: path ? 'published' : 'draft',
    author: { id: 1, name: 'Sam' },
    tags,
    firstPublishedAt: path ? '2026-11-20T10:00:00.000Z' : null,
    publishedAt: path ? '2026-11-20T10:00:00.000Z' : null,
    publishAt: null,
    publishedVersion: path ? 1 : 0,
    hasDraft: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
  net.on('GET', '/api/staff/articles', () =>
    json([
      article(3, 'Cutting cloud costs', '/insights/cutting-cloud-costs', [
        'Cloud Costs',
        'Testing',
      ]),
      article(4, 'Unfinished thoughts', null, ['Secret plans']),
    ]),
  );
  net.on('GET', BASE, () => json(page([])));
  net.on('POST', BASE, async (request) =>
    json({ ...summary(5), ...((await request.json()) as object) }, 201),
  );
  net.on('GET', '/api/staff/newsletter/subscribers/audience?topic=testing', () =>
    json({ confirmed: 12 }),
  );
  const { user } = await openStaffApp(net, 'admin', '/staff/newsletter/campaigns');
  await user.click(await screen.findByRole('button', { name: 'New campaign' }));
  await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'On cloud costs');
  await user.click(screen.getByRole('radio', { name: 'An insight (a published article)' }));
  const insight = await screen.findByRole('combobox', { name: 'Insight' });
  expect(
    within(insight)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose an insight', 'Cutting cloud costs']);
  await user.selectOptions(insight, 'Cutting cloud costs');
  await user.click(screen.getByRole('radio', { name: 'The subscribers of one topic' }));
  const topic = screen.getByRole('combobox', { name: /^Topic/ });
  expect(
    within(topic)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a topic', 'Cloud Costs', 'Testing']);
  await user.selectOptions(topic, 'Testing');
  await user.click(screen.getByRole('button', { name: 'Send now' }));
  const ask = await screen.findByRole('alert');
  await waitFor(() =>
    expect(ask).toHaveTextContent('Send it now to 12 people (the subscribers of Testing)?'),
  );
  const posted = requestsTo(net, 'POST', BASE);
  expect(JSON.parse(net.bodies[net.requests.indexOf(posted[0]!)]!)).toEqual({
    subject: 'On cloud costs',
    source: { kind: 'article', articleId: 3 },
    audience: { topic: 'testing' },
  });
});
