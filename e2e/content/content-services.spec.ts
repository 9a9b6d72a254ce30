// The services and courses pages are content documents (docs/product.md §10.12): staff edit the
// services page's heading in the form generated from its schema, preview it, publish it and
// visitors read it on the next load; a course's price published through the API shows on its
// page; every editor of these documents passes axe. Runs after the other specs
// (playwright.config.ts): it changes what these pages show, and puts the words back.

import { coursesSeed } from '../../contract/documents/courses/seed';
import { servicesSeed } from '../../contract/documents/services/seed';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { axeViolations } from '../support/axe';
import { openAllSections } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, staffAccount, startWithToken } from '../support/support';

test('staff edit, preview and publish the services page; the course price follows', async ({
  page,
  request,
}) => {
  // Three editors opened, each checked by axe, then an edit published.
  allowTimeFor({ pages: 3, axe: 3 });
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.inbox);
  await page.getByRole('link', { name: 'Content', exact: true }).click();

  // Each document's form is drawn from its schema, and passes axe.
  for (const [title, group] of [
    ['Web development', 'Our process'],
    ['Courses pages', 'Web Development course (/courses/webdevelopment)'],
    ['Services pages', 'Custom Software Development (/services/csd)'],
  ]) {
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await openAllSections(page);
    await expect(page.getByRole('group', { name: group })).toBeVisible();
    expect(await axeViolations(page, 'light'), `axe on the editor of ${title}`).toEqual([]);
  }

  // The services document: its page's heading, typed into the form, saved as a draft.
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true }).first();
  await expect(heading).toHaveValue(servicesSeed.heading);
  await heading.fill('What we can do for you');
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/services\?until=/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('What we can do for you');
  await preview.close();
  expect(await (await page.request.get('/services')).text()).toContain(servicesSeed.heading);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/^Published as version \d+\.$/)).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto('/services/csd');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(servicesSeed.csd.title);
  // Reached by a link inside the site, and by a load of its own: the published words.
  await visitor.getByRole('link', { name: servicesSeed.shortPages.allServices.label }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('What we can do for you');
  expect(await (await page.request.get('/services')).text()).toContain('What we can do for you');

  // Put the words back.
  await heading.fill(servicesSeed.heading);
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/^Published as version \d+\.$/)).toBeVisible();
  await visitor.goto('/services');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(servicesSeed.heading);

  // The course's price, published through the API (its own session), on the course's page.
  const headers = { authorization: `Bearer ${staff.token}` };
  const send = async (path: string, data: unknown, method: 'put' | 'post' = 'post') => {
    const response = await request[method](`/api/staff/documents/courses/${path}`, {
      headers,
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { revision: number };
  };
  const courses = (await (
    await request.get('/api/staff/documents/courses', { headers })
  ).json()) as { revision: number; published: typeof coursesSeed };
  const course = courses.published.webDevelopment;
  const draft = { ...course, facts: { ...course.facts, price: 1_450 } };
  let saved = await send(
    'draft',
    { revision: courses.revision, data: { ...courses.published, webDevelopment: draft } },
    'put',
  );
  saved = await send('publish', { revision: saved.revision });
  await visitor.goto('/courses/webdevelopment');
  await expect(visitor.getByText('$1,450')).toBeVisible();
  saved = await send('draft', { revision: saved.revision, data: courses.published }, 'put');
  await send('publish', { revision: saved.revision });
  await visitor.goto('/courses/webdevelopment');
  await expect(visitor.getByText('$1,200')).toBeVisible();
});
