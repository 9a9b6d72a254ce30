import type { Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { HELP_REDIRECTS, SITE_ROUTES } from '../../src/config/siteRoutes';
import { axeViolationsLightAndDark } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { type Combo, measureLoad, shiftReport, watchLoad } from '../support/page-load';
import { expectLoggedIn, mainNav } from '../support/support';
import { allowTimeFor } from '../support/time';

// Every page of the site as a visitor's browser loads it (e2e/support/page-load.ts), logged out
// and logged in, at 375 and 1280 px, in the light and the dark colour scheme. One walk, so that
// each page is loaded once for all of these (README.md, "Performance"; docs/security.md):
// 1. It renders (docs/product.md §2): its heading in the shared layout, neither the 404 page nor
//    the app's error, with the text the specification gives it.
// 2. Layout stability: nothing moves while it loads, hydrates and fetches its data: the layout
//    shifts without recent input add up to at most 0.001.
// 3. Hydration, not repaint: the app takes over the prerendered markup (the same <main> and <h1>
//    elements stay in the document), with no hydration message in the console.
// 4. The Content Security Policy refuses nothing, and the page's stylesheets apply.
// 5. axe (WCAG 2.0 A and AA, 2.1 AA, 2.2 AA) finds nothing, light and dark, at 1280 px: logged
//    out on every page; logged in on the pages a session changes.
// The 404 page is checked in routes.spec.ts, keyboard use in accessibility.spec.ts.

/**
 * Every route the build prerenders (scripts/prerender.mjs; the old /help/* paths redirect), and
 * a demo job's page, which the server renders with its posting (server/site/live-pages.ts), and an
 * example case study's page (rendered from its document).
 */
const ROUTES = [
  ...SITE_ROUTES.filter((route) => !(route in HELP_REDIRECTS)),
  `${PATHS.careersJobs}/senior-full-stack-engineer-typescript`,
  `${PATHS.caseStudies}/fernbrook-outdoor-checkout`,
];

/**
 * Pages that show the session check ('Checking login status...') until the app has run: the
 * profile. The login and sign-up pages show their forms, which work without the app.
 */
const SESSION_GATED = new Set<string>([PATHS.profile]);
/** Pages a visitor is sent away from (to /) in the given session state. */
const REDIRECTED = {
  loggedIn: new Set<string>([PATHS.login, PATHS.signup]),
  loggedOut: new Set<string>([PATHS.profile]),
};
/**
 * Logged in, the header is a member's on every page, and these pages show something else than to
 * a visitor: the profile, the address check, the course with its Enrol panel. Every other page
 * is the visitor's page under the member's header, which axe sees here on the home page.
 */
const AXE_LOGGED_IN = new Set<string>([
  PATHS.home,
  PATHS.profile,
  PATHS.verifyEmail,
  PATHS.courseWebDevelopment,
]);

const NOT_FOUND = '404 Page';
const APP_ERROR = 'Unexpected Application Error!';
/** Text a route must show besides its heading (docs/product.md §2). */
const EXPECTED_TEXT: Partial<Record<string, string>> = {
  [PATHS.serviceItOutsourcing]: 'Currently Not Available',
  [PATHS.serviceMobileApp]: 'Currently Not Available',
  [PATHS.serviceSoftwareDevelopment]: 'Currently Not Available',
  [PATHS.courseMobileApp]: 'Not available',
  [PATHS.courseDsa]: 'Not available',
};

const MAX_SHIFT = 0.001;

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * The loads of each route, side by side in one test: both widths, in the other colour scheme when
 * logged in, so that every route is seen at both widths in both schemes and both session states.
 */
const COMBOS: Record<'loggedOut' | 'loggedIn', Combo[]> = {
  loggedOut: [
    { ...PHONE, scheme: 'light' },
    { ...DESKTOP, scheme: 'dark' },
  ],
  loggedIn: [
    { ...PHONE, scheme: 'dark' },
    { ...DESKTOP, scheme: 'light' },
  ],
};

/**
 * At 1280 px, as the visitor's first screen shows it: the page in the shared layout, neither the
 * 404 page nor the app's error, with its text; the session's header; then axe, light and dark
 * (its violations).
 */
async function checkDesktop(
  page: Page,
  route: string,
  label: string,
  { loggedIn, axe }: { loggedIn: boolean; axe: boolean },
): Promise<string[]> {
  const main = page.getByRole('main');
  await expect
    .soft(main.getByRole('heading', { level: 1 }).first(), label)
    .not.toHaveText(NOT_FOUND);
  await expect.soft(page.getByText(APP_ERROR), label).toHaveCount(0);
  await expect.soft(mainNav(page), `${label}: the navigation`).toBeVisible();
  await expect.soft(page.getByRole('contentinfo'), `${label}: the footer`).toBeVisible();
  const text = EXPECTED_TEXT[route];
  if (text) await expect.soft(main.getByText(text, { exact: true }).first(), label).toBeVisible();
  if (loggedIn) await expectLoggedIn(page);
  return axe ? axeViolationsLightAndDark(page) : [];
}

for (const loggedIn of [false, true]) {
  const session = loggedIn ? 'logged in' : 'logged out';
  const redirected = loggedIn ? REDIRECTED.loggedIn : REDIRECTED.loggedOut;
  const combos = loggedIn ? COMBOS.loggedIn : COMBOS.loggedOut;
  const seen = combos.map((c) => `${c.width} px ${c.scheme}`).join(', ');

  test.describe(`every page, ${session}`, () => {
    test.use({ loggedIn });

    for (const route of ROUTES) {
      const away = redirected.has(route);
      const landed = away ? PATHS.home : route;
      const axe = !away && (!loggedIn || AXE_LOGGED_IN.has(route));
      // Not on the cart page itself: a returning visitor's lines come from the browser's storage
      // after the app starts, and move the page today; the prerendered cart is empty.
      const withCart = loggedIn && route !== PATHS.cart;
      const state = withCart ? `${session}, an item in the cart` : session;
      const checks = `moves nothing, refuses nothing${axe ? ', axe-clean' : ''}`;
      const title = away
        ? `${route} leads to ${landed} and hydrates with no message (${seen})`
        : `${route} renders, ${checks}, keeps the prerendered page (${seen})`;
      test(title, async ({ context, request }) => {
        if (axe) allowTimeFor({ axe: 1 });
        await context.addInitScript(watchLoad);
        if (withCart) {
          const products = await request.get('/api/products');
          expect(products.status(), 'GET /api/products').toBe(200);
          const [product] = (await products.json()) as Record<string, unknown>[];
          const { id, title: name, price, image } = product ?? {};
          const cart = JSON.stringify({
            version: 1,
            items: [{ id, title: name, price, image, quantity: 1 }],
          });
          // Only in the site's own pages: init scripts also run in a new page's about:blank and
          // in frames (the contact page's map, blocked here), where storage is not the site's.
          await context.addInitScript((value) => {
            if (window === window.top && location.protocol.startsWith('http'))
              window.localStorage.setItem('cart', value);
          }, cart);
        }
        // The page as served is the prerendered one: its heading (or the session check) is there.
        const served = await request.get(route);
        expect(served.status(), `HTTP status of ${route}`).toBe(200);
        const html = await served.text();
        if (SESSION_GATED.has(route)) {
          expect
            .soft(html, 'the prerendered page shows the session check')
            .toContain('Checking login status...');
        }

        const loads = await Promise.all(
          combos.map((combo) => {
            const label = `${route} at ${combo.width}×${combo.height}, ${combo.scheme}, ${state}`;
            return measureLoad(context, route, combo, label, html, (page) =>
              combo.width === DESKTOP.width
                ? checkDesktop(page, route, label, { loggedIn, axe })
                : Promise.resolve([]),
            );
          }),
        );
        for (const load of loads) {
          expect.soft(load.path, `${load.label}: the page it ends on`).toBe(landed);
          expect
            .soft(load.hydration, `${load.label}: console messages about hydration`)
            .toEqual([]);
          expect
            .soft(load.kept.main, `${load.label}: the prerendered <main> is still the page`)
            .toBe(true);
          expect.soft(load.refused, `${load.label}: refused by the CSP`).toEqual([]);
          expect.soft(load.font, `${load.label}: the site's stylesheet`).not.toMatch(/^"?Times/);
          expect.soft(load.checked, `${load.label}: accessibility violations`).toEqual([]);
          // (A page the visitor is sent on from, a logged-in visitor's /login, is left: nothing
          // of it stays to compare.)
          if (away || SESSION_GATED.has(route)) continue;
          expect.soft(load.servedH1, `${load.label}: the served HTML holds a heading`).toBeTruthy();
          expect
            .soft(load.servedH1, `${load.label}: the served heading is the page heading`)
            .toBe(load.kept.h1Text);
          expect
            .soft(load.kept.h1, `${load.label}: the prerendered <h1> is still the page heading`)
            .toBe(true);
        }
        const moved = loads.filter(
          (load) => !away && load.shifts.reduce((sum, shift) => sum + shift.value, 0) > MAX_SHIFT,
        );
        expect(
          moved.map((load) => shiftReport(load.label, load.shifts)).join('\n'),
          `layout shift above ${MAX_SHIFT} (elements that moved, with their boxes before → after)`,
        ).toBe('');
      });
    }
  });
}
