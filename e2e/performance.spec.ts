import type { BrowserContext, Page } from '@playwright/test';
import { PATHS } from '../src/config/paths';
import { HELP_REDIRECTS, SITE_ROUTES } from '../src/config/siteRoutes';
import { expect, test } from './fixtures';

// Budgets the browser can check deterministically (README.md, "Performance"):
// 1. Layout stability: no prerendered route moves anything while it loads, hydrates and fetches
//    its data (at 375 and 1280 px, each in light and in dark, logged out and logged in): the
//    layout shifts without recent input add up to at most 0.001.
// 2. Hydration, not repaint: the app takes over the prerendered markup (the same <main> and <h1>
//    elements stay in the document), with no hydration message in the console.
// Both wait for `html[data-app="ready"]`, which src/boot.tsx sets once the page has hydrated.

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
/** After the app is ready and the network idle: the testimonials' 1-second fallback shows. */
const SETTLE_MS = 1500;
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

/** Loads `route` in a new page of `context` and returns the layout shifts it recorded. */
async function measureLoad(context: BrowserContext, route: string, combo: Combo, label: string) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: combo.width, height: combo.height });
    await page.emulateMedia({ colorScheme: combo.scheme });
    await page.goto(route);
    await waitForReady(page, label);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    expect(new URL(page.url()).pathname, `${label}: stayed on the page`).toBe(route);
    return await page.evaluate(() => window.__layoutShifts ?? []);
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

for (const loggedIn of [false, true]) {
  const session = loggedIn ? 'logged in' : 'logged out';
  const redirected = loggedIn ? REDIRECTED.loggedIn : REDIRECTED.loggedOut;
  const combos = loggedIn ? COMBOS.loggedIn : COMBOS.loggedOut;
  const seen = combos.map((c) => `${c.width} px ${c.scheme}`).join(', ');

  test.describe(`layout stability, ${session}`, () => {
    test.use({ loggedIn });

    for (const route of ROUTES.filter((r) => !redirected.has(r))) {
      test(`${route} moves nothing while it loads (${seen})`, async ({ context }) => {
        await context.addInitScript(watchLoad);
        // The loads share the waits (network idle, the settle time) by running side by side.
        const results = await Promise.all(
          combos.map(async (combo) => {
            const label = `${route} at ${combo.width}×${combo.height}, ${combo.scheme}, ${session}`;
            const shifts = await measureLoad(context, route, combo, label);
            const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
            return { label, shifts, total };
          }),
        );
        const failures = results.filter((r) => r.total > MAX_SHIFT);
        expect(
          failures.map((r) => report(r.label, r.shifts)).join('\n'),
          `layout shift above ${MAX_SHIFT} (elements that moved, with their boxes before → after)`,
        ).toBe('');
      });
    }
  });

  // A returning visitor also has something in the cart: the cart count is theirs too.
  test.describe(`hydration, ${loggedIn ? 'logged in, an item in the cart' : session}`, () => {
    test.use({ loggedIn });

    for (const route of ROUTES) {
      test(`${route} keeps the prerendered page, with no hydration message`, async ({
        page,
        request,
      }) => {
        const messages: string[] = [];
        // A production build gives React's hydration errors as codes (react.dev/errors/418 etc.).
        const HYDRATION =
          /hydrat|did not match|server rendered HTML|React error #(418|419|421|422|423|425)\b/i;
        page.on('console', (message) => {
          if (HYDRATION.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => {
          if (HYDRATION.test(error.message)) messages.push(`page error: ${error.message}`);
        });
        await page.addInitScript(watchLoad);
        if (loggedIn) {
          const products = await request.get('/api/products');
          expect(products.status(), 'GET /api/products').toBe(200);
          const [product] = (await products.json()) as Record<string, unknown>[];
          const { id, title, price, image } = product ?? {};
          const cart = JSON.stringify({
            version: 1,
            items: [{ id, title, price, image, quantity: 1 }],
          });
          // Only in the page itself: init scripts also run in frames (the contact page's map,
          // blocked here), where storage is not the site's.
          await page.addInitScript((value) => {
            if (window === window.top) window.localStorage.setItem('cart', value);
          }, cart);
        }

        // The page as served is the prerendered one: its heading (or the session check) is there.
        const served = await request.get(route);
        expect(served.status(), `HTTP status of ${route}`).toBe(200);
        const html = await served.text();

        await page.goto(route);
        await waitForReady(page, route);
        if (!redirected.has(route)) {
          expect(new URL(page.url()).pathname, 'stayed on the page').toBe(route);
        }

        const kept = await page.evaluate(() => ({
          main: window.__prerenderedMain?.isConnected === true,
          mainIsMain: window.__prerenderedMain === document.querySelector('main'),
          h1: window.__prerenderedH1?.isConnected === true,
          h1IsH1: window.__prerenderedH1 === document.querySelector('main h1'),
          h1Text: document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim(),
        }));
        expect.soft(messages, 'console messages about hydration').toEqual([]);
        expect
          .soft(kept.main && kept.mainIsMain, 'the prerendered <main> is still the page')
          .toBe(true);

        if (SESSION_GATED.has(route)) {
          expect
            .soft(html, 'the prerendered page shows the session check')
            .toContain('Checking login status...');
        } else if (!redirected.has(route)) {
          // (A page the visitor is sent on from, a logged-in visitor's /login, is left: nothing
          // of it stays to compare.)
          const servedH1 = await page.evaluate((source) => {
            const doc = new DOMParser().parseFromString(source, 'text/html');
            return doc.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
          }, html);
          expect.soft(servedH1, 'the served HTML holds a heading').toBeTruthy();
          expect.soft(servedH1, 'the served heading is the page heading').toBe(kept.h1Text);
          expect
            .soft(kept.h1 && kept.h1IsH1, 'the prerendered <h1> is still the page heading')
            .toBe(true);
        }
      });
    }
  });
}
