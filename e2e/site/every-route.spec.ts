import type { BrowserContext, Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { HELP_REDIRECTS, SITE_ROUTES } from '../../src/config/siteRoutes';
import { expect, test } from '../support/fixtures';
import { waitForSettled, watchRequests } from '../support/settled';

// Budgets the browser can check deterministically (README.md, "Performance"):
// 1. Layout stability: no prerendered route moves anything while it loads, hydrates and fetches
//    its data (at 375 and 1280 px, each in light and in dark, logged out and logged in): the
//    layout shifts without recent input add up to at most 0.001.
// 2. Hydration, not repaint: the app takes over the prerendered markup (the same <main> and <h1>
//    elements stay in the document), with no hydration message in the console.
// Both are read from the same loads, which wait for `html[data-app="ready"]` (src/boot.tsx sets
// it once the page has hydrated) and then until the page has settled (e2e/support/settled.ts: no
// request in flight, fonts and images ready, two frames without a shift or a new request).

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
/** Pages a visitor is sent away from (to /) in the given session state: nothing to measure. */
const REDIRECTED = {
  loggedIn: new Set<string>([PATHS.login, PATHS.signup]),
  loggedOut: new Set<string>([PATHS.profile]),
};

const MAX_SHIFT = 0.001;
const READY_TIMEOUT_MS = 15_000;

interface Combo {
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}
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

interface ShiftSource {
  node: string;
  from: string;
  to: string;
}
interface Shift {
  value: number;
  time: number;
  sources: ShiftSource[];
}
declare global {
  interface Window {
    __layoutShifts?: Shift[];
    __prerenderedH1?: Element | null;
    __prerenderedMain?: Element | null;
  }
}

/**
 * Runs in every page before its own scripts: records each layout shift without recent input
 * (with a readable description of the elements that moved), and keeps the prerendered <main> and
 * <h1> as the parser built them, before the deferred app scripts run (they run after the document
 * became 'interactive').
 */
function watchLoad() {
  const describe = (node: Node | null): string => {
    if (!node) return '(node gone)';
    const element = node instanceof Element ? node : node.parentElement;
    const parts: string[] = [];
    for (let el = element; el && parts.length < 5; el = el.parentElement) {
      const classes = [...el.classList].slice(0, 2).map((name) => `.${name}`);
      parts.unshift(el.id ? `${el.localName}#${el.id}` : el.localName + classes.join(''));
      if (el.id) break;
    }
    if (!(node instanceof Element)) parts.push('#text');
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;

  window.__layoutShifts = [];
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((s) => ({
          node: describe(s.node),
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__prerenderedMain = document.querySelector('main');
    window.__prerenderedH1 = document.querySelector('main h1');
  });
}

const waitForReady = (page: Page, what: string) =>
  expect(page.locator('html'), `${what}: html[data-app="ready"] (hydrated)`).toHaveAttribute(
    'data-app',
    'ready',
    { timeout: READY_TIMEOUT_MS },
  );

/** A production build gives React's hydration errors as codes (react.dev/errors/418 etc.). */
const HYDRATION =
  /hydrat|did not match|server rendered HTML|React error #(418|419|421|422|423|425)\b/i;

interface Load {
  label: string;
  shifts: Shift[];
  /** Console messages and page errors about hydration. */
  hydration: string[];
  path: string;
  /** The prerendered <main> and <h1> are still the page's, and the heading's text. */
  kept: { main: boolean; h1: boolean; h1Text: string | undefined };
  /** The heading of `served` (the HTML as the server sent it), read by the browser's parser. */
  servedH1: string | null;
}

/** Loads `route` in a new page of `context`, at `combo`: what moved, and what hydration kept. */
async function measureLoad(
  context: BrowserContext,
  route: string,
  combo: Combo,
  label: string,
  served: string,
): Promise<Load> {
  const page = await context.newPage();
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) hydration.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) hydration.push(`page error: ${error.message}`);
  });
  const requests = watchRequests(page);
  try {
    await page.setViewportSize({ width: combo.width, height: combo.height });
    await page.emulateMedia({ colorScheme: combo.scheme });
    await page.goto(route);
    await waitForReady(page, label);
    await waitForSettled(page, requests);
    const found = await page.evaluate((source) => {
      const heading = (root: ParentNode) =>
        root.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return {
        shifts: window.__layoutShifts ?? [],
        kept: {
          main:
            window.__prerenderedMain?.isConnected === true &&
            window.__prerenderedMain === document.querySelector('main'),
          h1:
            window.__prerenderedH1?.isConnected === true &&
            window.__prerenderedH1 === document.querySelector('main h1'),
          h1Text: heading(document),
        },
        servedH1: heading(doc) ?? null,
      };
    }, served);
    return { label, hydration, path: new URL(page.url()).pathname, ...found };
  } finally {
    await page.close();
  }
}

const report = (label: string, shifts: Shift[]): string => {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const lines = shifts.flatMap((shift) => [
    `  ${shift.value.toFixed(4)} at ${shift.time} ms`,
    ...shift.sources.map((s) => `    ${s.node}: ${s.from} → ${s.to}`),
  ]);
  return [`${label}: layout shift ${total.toFixed(4)}`, ...lines].join('\n');
};

// Each route, loaded at both widths side by side (their waits overlap), logged out and logged in; a returning visitor also has something in the cart, so the
// header's cart count is theirs too.
for (const loggedIn of [false, true]) {
  const session = loggedIn ? 'logged in' : 'logged out';
  const redirected = loggedIn ? REDIRECTED.loggedIn : REDIRECTED.loggedOut;
  const combos = loggedIn ? COMBOS.loggedIn : COMBOS.loggedOut;
  const seen = combos.map((c) => `${c.width} px ${c.scheme}`).join(', ');

  test.describe(`layout stability and hydration, ${session}`, () => {
    test.use({ loggedIn });

    for (const route of ROUTES) {
      const away = redirected.has(route);
      // Not on the cart page itself: a returning visitor's lines come from the browser's storage
      // after the app starts, and move the page today; the prerendered cart is empty.
      const withCart = loggedIn && route !== PATHS.cart;
      const state = withCart ? `${session}, an item in the cart` : session;
      const title = away
        ? `${route}, left for another page, hydrates with no message (${seen})`
        : `${route} moves nothing while it loads and keeps the prerendered page (${seen})`;
      test(title, async ({ context, request }) => {
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
          combos.map((combo) =>
            measureLoad(
              context,
              route,
              combo,
              `${route} at ${combo.width}×${combo.height}, ${combo.scheme}, ${state}`,
              html,
            ),
          ),
        );
        for (const load of loads) {
          expect
            .soft(load.hydration, `${load.label}: console messages about hydration`)
            .toEqual([]);
          expect
            .soft(load.kept.main, `${load.label}: the prerendered <main> is still the page`)
            .toBe(true);
          // (A page the visitor is sent on from, a logged-in visitor's /login, is left: nothing
          // of it stays to compare.)
          if (away) continue;
          expect(load.path, `${load.label}: stayed on the page`).toBe(route);
          if (SESSION_GATED.has(route)) continue;
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
          moved.map((load) => report(load.label, load.shifts)).join('\n'),
          `layout shift above ${MAX_SHIFT} (elements that moved, with their boxes before → after)`,
        ).toBe('');
      });
    }
  });
}
