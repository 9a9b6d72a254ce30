import { expect, test } from '../support/fixtures';
import { siteOrigin } from '../support/support';
import { allowTimeFor } from '../support/time';

// Outside production /api/docs shows the API reference (Swagger UI, server/platform/api/api-viewer.ts):
// the description's operations under their tags, an operation's body by the name of its shared
// shape; every file from the site's own origin, nothing refused by the Content-Security-Policy
// (the fixture also fails the test on a console error or a failed request).

test('the API reference shows the operations and their shared shapes, from this origin', async ({
  page,
}) => {
  // The viewer lays out about 500 kB of description, then opens operations one by one.
  allowTimeFor({ pages: 6 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(siteOrigin())) elsewhere.push(request.url());
  });

  await page.goto('/api/docs');
  // The viewer reads and lays out the whole description (about 500 kB) first: seconds on a busy
  // machine.
  await expect(page.getByRole('heading', { name: /Kestrel Software API/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: /^auth/ })).toBeVisible();
  const login = page.locator('#operations-auth-post_api_auth_login');
  await login
    .getByRole('button', { name: /\/api\/auth\/login/ })
    .first()
    .click();
  await login.getByRole('tab', { name: 'Schema' }).first().click();
  // The request body is the contract's LoginCredentials, declared once in components/schemas.
  await expect(login.getByText('LoginCredentials')).toBeVisible();

  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(elsewhere).toEqual([]);
});
