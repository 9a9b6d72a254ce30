import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationDetail, HiringPosting } from '../../../src/api/types';
import type { RootState } from '../../../src/app/store';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo } from '../../support/staffApp';

// The Applications page in the whole app (real routes, store and API slice; fetch answered at the
// network boundary): the newest posting with applications is chosen, its counts shown; an
// application opens beside the list; its stage changes; the interview invitation is previewed
// before it is sent; deleting asks first. What is chosen and open is in the store.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const postings: HiringPosting[] = [
  {
    id: 1,
    title: 'Quiet Role',
    type: 'job',
    open: true,
    closedAt: null,
    counts: { new: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
    total: 0,
  },
  {
    id: 2,
    title: 'Platform Engineer',
    type: 'job',
    open: false,
    closedAt: '2026-11-20T17:00:00.000Z',
    counts: { new: 1, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
    total: 1,
  },
];

let application: ApplicationDetail;

beforeEach(() => {
  application = {
    id: 7,
    postId: 2,
    postTitle: 'Platform Engineer',
    fullName: 'Ada Candidate',
    email: 'ada@example.com',
    stage: 'new',
    rating: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    phone: '',
    portfolioUrl: 'https://ada.example',
    githubUrl: '',
    linkedinUrl: '',
    coverLetter: 'I like engines.',
    cv: { name: 'ada-cv.pdf', type: 'pdf', bytes: 1200 },
    retentionDays: 180,
    consentedAt: '2026-11-20T10:00:00.000Z',
    stageChangedAt: null,
    notes: [],
    history: [],
  };
  net.on('GET', '/api/staff/applications/postings', () => json(postings));
  net.on('GET', '/api/staff/applications', () => json([application]));
  net.on('GET', '/api/staff/applications/7', () => json(application));
  net.on('PATCH', '/api/staff/applications/7', async (request) => {
    application = { ...application, ...((await request.json()) as object) };
    return json(application);
  });
  net.on('GET', '/api/staff/applications/7/emails/interview', () =>
    json({
      to: 'ada@example.com',
      subject: 'Interview invitation: Platform Engineer',
      body: 'Hello Ada Candidate,',
    }),
  );
  net.on('POST', '/api/staff/applications/7/emails/interview', () =>
    json(
      { to: 'ada@example.com', subject: 'Interview invitation: Platform Engineer', body: 'Hello' },
      201,
    ),
  );
  net.on('DELETE', '/api/staff/applications/7', () => new Response(null, { status: 204 }));
  net.on('GET', '/api/staff/applications/storage', () => json(storage));
});

const MIB = 1024 * 1024;
let storage = { usedBytes: 3 * MIB, quotaBytes: 1000 * MIB, cvs: 12 };

const hiring = (store: { getState(): unknown }) => (store.getState() as RootState).hiring;

test('an admin opens an application, moves it, previews and sends the invitation', async () => {
  const { user, store } = openStaffApp(net, 'admin', '/staff/applications');
  expect(await screen.findByRole('heading', { level: 2, name: 'Applications' })).toBeVisible();
  // The newest posting with applications is chosen for them.
  await waitFor(() => expect(hiring(store)?.postingId).toBe(2));
  expect(screen.getByLabelText('Applications by stage')).toHaveTextContent('New: 1');
  await user.click(await screen.findByRole('button', { name: /^Ada Candidate/ }));
  const panel = await screen.findByRole('article', { name: 'Ada Candidate' });
  expect(hiring(store)?.openId).toBe(7);
  expect(within(panel).getByText('I like engines.')).toBeVisible();

  await user.selectOptions(within(panel).getByLabelText('Move to stage'), 'interview');
  await waitFor(() =>
    expect(requestsTo(net, 'PATCH', '/api/staff/applications/7')).toHaveLength(1),
  );
  const patch = net.requests.findIndex((r) => r.method === 'PATCH');
  expect(JSON.parse(net.bodies[patch] ?? '')).toEqual({ stage: 'interview' });

  await user.click(within(panel).getByRole('button', { name: 'Interview invitation' }));
  const preview = await within(panel).findByRole('region', {
    name: 'Preview: Interview invitation',
  });
  expect(preview).toHaveTextContent('Hello Ada Candidate,');
  expect(requestsTo(net, 'POST', '/api/staff/applications/7/emails/interview')).toHaveLength(0);
  await user.click(within(preview).getByRole('button', { name: 'Send this email' }));
  expect(await within(panel).findByRole('status')).toHaveTextContent('Sent to ada@example.com');
  expect(hiring(store)?.preview).toBeNull();
});

test('deleting a candidate’s data asks first, then closes the application', async () => {
  const { user, store } = openStaffApp(net, 'admin', '/staff/applications');
  await user.click(await screen.findByRole('button', { name: /^Ada Candidate/ }));
  const panel = await screen.findByRole('article', { name: 'Ada Candidate' });
  await user.click(within(panel).getByRole('button', { name: 'Delete the application' }));
  expect(requestsTo(net, 'DELETE', '/api/staff/applications/7')).toHaveLength(0);
  expect(hiring(store)?.confirmingDelete).toBe(true);
  await user.click(within(panel).getByRole('button', { name: /^Delete it for good/ }));
  await waitFor(() => expect(hiring(store)?.openId).toBeNull());
  expect(requestsTo(net, 'DELETE', '/api/staff/applications/7')).toHaveLength(1);
});

test('the history says in words what was done and by whom', async () => {
  const row = { entity: 'application', entityId: 7, actorId: 3, actorEmail: 'amara@example.com' };
  application.history = [
    {
      ...row,
      id: 14,
      at: '2026-11-21T09:30:00.000Z',
      action: 'application.cv-download',
      actorName: 'Amara Okafor',
    },
    {
      ...row,
      id: 13,
      at: '2026-11-21T09:20:00.000Z',
      action: 'application.email',
      after: { template: 'rejection' },
      actorName: 'Amara Okafor',
    },
    {
      ...row,
      id: 12,
      at: '2026-11-21T09:10:00.000Z',
      action: 'application.rating',
      before: { rating: null },
      after: { rating: 4 },
      actorName: null,
    },
    {
      ...row,
      id: 11,
      at: '2026-11-21T09:00:00.000Z',
      action: 'application.stage',
      before: { stage: 'new' },
      after: { stage: 'interview' },
      actorName: 'Amara Okafor',
    },
  ];
  const { user } = openStaffApp(net, 'admin', '/staff/applications');
  await user.click(await screen.findByRole('button', { name: /^Ada Candidate/ }));
  const panel = await screen.findByRole('article', { name: 'Ada Candidate' });
  const history = within(panel).getAllByRole('list').at(-1)!;
  const lines = within(history)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toEqual([
    expect.stringMatching(/^CV downloaded by Amara Okafor · 21 Nov 2026/),
    expect.stringMatching(/^Rejection emailed by Amara Okafor · /),
    // An account without a name is named by the address the audit log kept.
    expect.stringMatching(/^Rated 4 of 5 by amara@example.com · /),
    expect.stringMatching(/^Moved to Interview by Amara Okafor · /),
  ]);
  expect(panel).not.toHaveTextContent('application.');
});

test('an address naming a posting and an application opens them (the hiring inbox’s link)', async () => {
  const { store, router } = openStaffApp(
    net,
    'admin',
    '/staff/applications?posting=1&application=7',
  );
  const panel = await screen.findByRole('article', { name: 'Ada Candidate' });
  expect(within(panel).getByText('I like engines.')).toBeVisible();
  // Not the posting the page would choose by itself (the newest with applications: 2).
  expect(hiring(store)).toMatchObject({ postingId: 1, openId: 7 });
  // The address becomes the page's own: what is open lives in the store.
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.getByLabelText('Posting')).toHaveValue('1');
});

test('the candidate’s email link keeps a stored address whole: it adds no cc or bcc', async () => {
  // An address from before every form took one address under one rule (docs/security.md).
  const email = 'x?cc=spy%40evil.example&bcc=boss%40evil.example&body=Wire@example.com';
  application = { ...application, email };
  const { user } = openStaffApp(net, 'admin', '/staff/applications');
  await user.click(await screen.findByRole('button', { name: /^Ada Candidate/ }));
  const panel = await screen.findByRole('article', { name: 'Ada Candidate' });
  const href = within(panel).getByRole('link', { name: email }).getAttribute('href') ?? '';
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(decodeURIComponent(url.pathname)).toBe(email);
  expect([...url.searchParams.keys()]).toEqual([]);
});

test('shows how full the storage for CVs is, and warns when it is nearly full', async () => {
  storage = { usedBytes: 3 * MIB, quotaBytes: 1000 * MIB, cvs: 12 };
  const first = openStaffApp(net, 'admin', '/staff/applications');
  const meter = await screen.findByRole('meter', { name: 'Storage for CVs' });
  expect(meter).toHaveAttribute('value', String(3 * MIB));
  expect(meter).toHaveAccessibleDescription('12 CVs take 3 MiB of 1000 MiB (under 1%).');
  expect(screen.queryByText(/nearly full/)).toBeNull();
  first.unmount();

  storage = { usedBytes: 950 * MIB, quotaBytes: 1000 * MIB, cvs: 400 };
  openStaffApp(net, 'admin', '/staff/applications');
  const full = await screen.findByRole('meter', { name: 'Storage for CVs' });
  expect(full).toHaveAccessibleDescription('400 CVs take 950 MiB of 1000 MiB (95%).');
  expect(screen.getByText(/^The storage for CVs is nearly full/)).toHaveTextContent(
    /raise CV_QUOTA_MB\.$/,
  );
});
