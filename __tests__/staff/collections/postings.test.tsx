// The back office's job editor with the posting facts (contract/values/collections.ts, posts): the
// date, date-time and choice controls, the checks the API makes too (a remote job needs a
// country, a salary range its lowest amount), nothing typed lost, and what it sends.

import { configure, screen } from '@testing-library/react';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo } from '../../support/staffApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  net = installFetch();
});
afterEach(() => net.restore());

it('edits the posting facts with proper controls and refuses what does not fit', async () => {
  net.on('GET', '/api/staff/posts', () => json(page([])));
  net.on('POST', '/api/staff/posts', async (request) =>
    json({ ...((await request.json()) as object), id: 9, slug: 'sre' }, 201),
  );
  const { user } = await openStaffApp(net, 'admin', '/staff/jobs');
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  expect(screen.getByLabelText(/^Posting date/)).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText(/^Applications close/)).toHaveAttribute('type', 'datetime-local');
  expect(screen.getByLabelText('Employment type')).toHaveValue('FULL_TIME');

  await user.type(screen.getByLabelText(/^Title/), 'SRE');
  await user.type(screen.getByLabelText(/^Description/), 'Keep it up.');
  await user.clear(screen.getByLabelText(/^Posting date/));
  await user.type(screen.getByLabelText(/^Posting date/), '2026-11-20');
  await user.selectOptions(screen.getByLabelText('Employment type'), 'CONTRACTOR');
  await user.selectOptions(screen.getByLabelText('Where'), 'remote');
  await user.type(screen.getByLabelText(/^Highest salary/), '70000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('A remote job needs the country its applicants must live in.'),
  ).toBeVisible();
  expect(screen.getByLabelText(/^Country of remote applicants/)).toHaveFocus();

  await user.type(screen.getByLabelText(/^Country of remote applicants/), 'Ireland');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A salary range needs its lowest amount.')).toBeVisible();
  expect(screen.getByLabelText(/^Highest salary/)).toHaveValue('70000');

  await user.type(screen.getByLabelText(/^Lowest salary/), '55000.50');
  await user.type(screen.getByLabelText(/^Applications close/), '2099-01-31T17:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The post is saved.')).toBeVisible();
  const [sent] = requestsTo(net, 'POST', '/api/staff/posts');
  expect(JSON.parse(net.bodies[net.requests.indexOf(sent!)]!)).toMatchObject({
    title: 'SRE',
    datePosted: '2026-11-20',
    validThrough: new Date('2099-01-31T17:00').toISOString(),
    employmentType: 'CONTRACTOR',
    workplace: 'remote',
    applicantCountry: 'Ireland',
    salaryMinCents: 5_500_050,
    salaryMaxCents: 7_000_000,
    salaryCurrency: 'GBP',
    salaryUnit: 'YEAR',
    closed: false,
  });
});
