import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { chunkFiles, mainNav, openPage } from '../support/support';

// What a visitor sees when something fails: a page's code that cannot load (the branded error
// page, still saying 'Unexpected Application Error!', inside the layout, with a way home), and an
// internship list that is empty or cannot load ('No Internship Available').

test("a page whose code cannot load shows 'Unexpected Application Error!' with a way home", async ({
  page,
  siteErrors,
}) => {
  // The blocked files of the shop's list's chunk (script and style sheet) and the browser's report of them.
  const files = chunkFiles('products');
  // Addresses such as /assets/983.0cf8edfc.js: only their dots need escaping.
  const file = `(${files.map((f) => f.replaceAll('.', '\\.')).join('|')})`;
  siteErrors.allow(new RegExp(`request failed: GET .*${file} net::ERR_FAILED$`));
  siteErrors.allow(new RegExp(`console error .*net::ERR_FAILED \\(at .*${file}\\)$`));
  await openPage(page, PATHS.home);
  await page.route(
    (url) => files.includes(url.pathname),
    (route) => route.abort('failed'),
  );

  await mainNav(page).getByRole('link', { name: 'Products' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  // The layout stays usable: navigation and footer are there, and a link leads home.
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await main.getByRole('link', { name: /home/i }).first().click();
  await page.waitForURL((url) => url.pathname === PATHS.home);
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(
    'Unexpected Application Error!',
  );
});

test("an internship list that is empty or cannot load says 'No Internship Available'", async ({
  page,
  siteErrors,
}) => {
  siteErrors.allow(/HTTP 503 GET .*\/api\/posts\?type=internship$/);
  siteErrors.allow(/console error .*status of 503 .*\/api\/posts\?type=internship\)$/);
  // docs/product.md §8: the failure is logged, and the list reads as empty.
  siteErrors.allow(/console error .*Could not load the internship list/);

  await page.route('**/api/posts?type=internship', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  // The server renders /careers/internships with the list itself (server/site/live-pages.ts): the
  // browser fetches it when a visitor comes from another careers page.
  const fromJobs = async () => {
    await openPage(page, PATHS.careersJobs);
    await page
      .getByRole('navigation', { name: 'Careers' })
      .getByRole('link', { name: 'Internships' })
      .click();
    await page.waitForURL((url) => url.pathname === PATHS.careersInternships);
  };
  await fromJobs();
  await expect(page.getByRole('main').getByText('No Internship Available')).toBeVisible();

  await page.unroute('**/api/posts?type=internship');
  await page.route('**/api/posts?type=internship', (route) => route.fulfill({ json: [] }));
  await fromJobs();
  await expect(page.getByRole('main').getByText('No Internship Available')).toBeVisible();
});
