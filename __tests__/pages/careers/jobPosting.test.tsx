// A job or internship posting's page (/careers/jobs/<slug>): its facts, how to apply, the closed
// notice, unknown postings; and the lists' link to each posting's page.

import { screen, within } from '@testing-library/react';
import { company } from '../../../contract/values/company';
import type { JobPosting } from '../../../src/api/types';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

const net = fetchDoubleForEachTest();

const posting: JobPosting = {
  id: 41,
  slug: 'platform-engineer',
  type: 'job',
  title: 'Platform Engineer',
  body: 'Keep our platforms healthy.\n\nOn call one week in six.',
  datePosted: '2026-11-20',
  validThrough: '2099-01-31T17:00:00.000Z',
  employmentType: 'CONTRACTOR',
  workplace: 'hybrid',
  applicantCountry: null,
  salaryMinCents: 5_500_000,
  salaryMaxCents: 7_000_000,
  salaryCurrency: 'GBP',
  salaryUnit: 'YEAR',
  open: true,
  retentionDays: 180,
};

const open = (path: string, answer: JobPosting | null) => {
  const slug = path.split('/').pop()!;
  net.on('GET', `/api/posts/${slug}`, () =>
    answer ? json(answer) : json({ message: 'No such posting.' }, 404),
  );
  return renderApp(path, { preloadedState: loggedOut });
};

const fact = (term: string) => {
  const facts = screen.getByRole('region', { name: 'About this posting' });
  const dt = within(facts).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling!.textContent;
};

describe('a posting page', () => {
  it('shows the title, the facts, the description and how to apply', async () => {
    open('/careers/jobs/platform-engineer', posting);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' }),
    ).toBeVisible();
    expect(fact('Posted')).toBe('20 November 2026');
    expect(fact('Applications close')).toBe('31 January 2099');
    expect(fact('Employment type')).toBe('Contract');
    expect(fact('Where')).toContain(`Hybrid: our ${company.address.city} office and home`);
    expect(fact('Where')).toContain(company.address.postcode);
    expect(fact('Salary')).toBe('£55,000 – £70,000 a year');
    expect(screen.getByText('On call one week in six.')).toBeVisible();
    const form = screen.getByRole('region', { name: 'Apply for this role' });
    expect(
      within(form).getByLabelText(/We keep your application and CV for 180 days/),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Ask us a question' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByText('This posting is closed')).not.toBeInTheDocument();
    expect(document.title).toBe(`Platform Engineer | ${company.name}`);
  });

  it('a remote one open until filled says where applicants must live, and no salary', async () => {
    open('/careers/jobs/platform-engineer', {
      ...posting,
      workplace: 'remote',
      applicantCountry: 'Ireland',
      validThrough: null,
      salaryMinCents: null,
      salaryMaxCents: null,
    });
    await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' });
    expect(fact('Where')).toBe('Remote, for people living in Ireland');
    expect(fact('Applications close')).toBe('Open until filled');
    expect(screen.queryByText('Salary')).not.toBeInTheDocument();
  });

  it('a closed one says so, leads to the current openings, and offers no way to apply', async () => {
    open('/careers/jobs/platform-engineer', { ...posting, open: false });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This posting is closed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our current openings' })).toHaveAttribute(
      'href',
      '/careers/jobs',
    );
    expect(screen.queryByRole('link', { name: 'Email your application' })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it.each([
    ['an unknown slug', '/careers/jobs/no-such-role', null],
    [
      'an internship under the jobs',
      '/careers/jobs/platform-engineer',
      { ...posting, type: 'internship' as const },
    ],
  ])('%s: says there is no such posting', async (_case, path, answer) => {
    open(path, answer);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such posting' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our current openings' })).toBeVisible();
  });
});

it("the list's cards lead to each posting's page", async () => {
  net.on('GET', '/api/posts?type=internship', () =>
    json([{ ...posting, type: undefined, slug: 'design-intern', title: 'Design intern' }]),
  );
  renderApp('/careers/internships', { preloadedState: loggedOut });
  const link = await screen.findByRole('link', { name: 'Read more about Design intern' });
  expect(link).toHaveAttribute('href', '/careers/internships/design-intern');
});
