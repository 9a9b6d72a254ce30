import type { Page } from '@playwright/test';
import { COLLECTIONS } from '../../contract/values/collections';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, staffAccount, startWithToken } from '../support/support';

// Job postings in a real browser against the real server: staff publish a job with its facts, it
// is listed on /careers/jobs and its own page shows them and carries valid JobPosting JSON-LD;
// staff close it, it leaves the list, and its page says it is closed and carries none. Each state
// of the page, and the editor, is axe-clean in light and dark; an unknown posting answers 404.

type Node = Record<string, unknown>;

/** The JSON-LD graph of the page the server answers at `path` (as a search engine reads it). */
async function graphOf(page: Page, path: string): Promise<Node[]> {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? '{}') as { '@graph': Node[] })['@graph'];
}
const jobPostings = (graph: Node[]) => graph.filter((n) => n['@type'] === 'JobPosting');

test('a job staff publish with its facts has its own page with JobPosting data; closed, it says so', async ({
  page,
}) => {
  allowTimeFor({ axe: 3 });
  const staff = await staffAccount(page);
  const title = `Site Reliability Engineer ${Date.now()}`;
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, COLLECTIONS.posts.editorPath);
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('Keep our platforms healthy and calm.');
  await page.getByLabel(/^Posting date/).fill('2026-11-20');
  await page.getByLabel(/^Applications close/).fill('2099-01-31T17:00');
  await page.getByLabel('Employment type').selectOption('CONTRACTOR');
  await page.getByLabel('Where').selectOption('remote');
  await page.getByLabel(/^Country of remote applicants/).fill('United Kingdom');
  await page.getByLabel(/^Lowest salary/).fill('55000');
  await page.getByLabel(/^Highest salary/).fill('70000');
  await page.getByLabel('Published on /careers').check();
  // The editor with every posting field filled in is axe-clean too.
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The post is saved.')).toBeVisible();

  // Listed, and its card leads to its page.
  await openPage(page, '/careers/jobs');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: `Read more about ${title}` }).click();
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  expect(page.url()).toMatch(/\/careers\/jobs\/site-reliability-engineer-\d+$/);
  const facts = page.getByRole('region', { name: 'About this posting' });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(facts).toContainText('20 November 2026');
  await expect(facts).toContainText('Contract');
  await expect(facts).toContainText('Remote, for people living in United Kingdom');
  await expect(facts).toContainText('£55,000 – £70,000 a year');
  await expect(page.getByRole('region', { name: 'Apply for this role' })).toBeVisible();
  await expectAxeClean(page);

  // The page the server sends has the posting in its first paint, and its JobPosting.
  const path = `/careers/jobs/${slug}`;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('£55,000 – £70,000 a year');
  const [job, ...more] = jobPostings(await graphOf(page, path));
  expect(more).toHaveLength(0);
  expect(job).toMatchObject({
    title,
    description: '<p>Keep our platforms healthy and calm.</p>',
    datePosted: '2026-11-20',
    employmentType: 'CONTRACTOR',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
    hiringOrganization: { '@id': expect.stringMatching(/#organization$/) },
    directApply: true,
    baseSalary: {
      currency: 'GBP',
      value: { minValue: 55000, maxValue: 70000, unitText: 'YEAR' },
    },
  });
  expect(Date.parse(job!.validThrough as string)).toBe(new Date('2099-01-31T17:00').getTime());
  expect((await page.request.get('/sitemap.xml')).ok()).toBe(true);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(path);

  // Staff close it: it leaves the list, its page says so and carries no JobPosting.
  await openPage(page, COLLECTIONS.posts.editorPath);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByLabel('Closed: no longer taking applications').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The post is saved.')).toBeVisible();
  await openPage(page, '/careers/jobs');
  await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await openPage(page, path);
  await expect(page.getByRole('heading', { name: 'This posting is closed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See our current openings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Apply for this role' })).toHaveCount(0);
  await expectAxeClean(page);
  expect(jobPostings(await graphOf(page, path))).toEqual([]);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(path);
});

test('an unknown posting answers the 404 page', async ({ request }) => {
  const answer = await request.get('/careers/jobs/no-such-posting-here');
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain('application/ld+json');
});
