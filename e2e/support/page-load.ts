import { type BrowserContext, expect, type Page } from '@playwright/test';
import { waitForSettled, watchRequests } from './settled';

// One load of a page as a visitor's browser makes it, watched from before the page's first
// script (e2e/site/every-route.spec.ts): the layout shifts without recent input, the prerendered
// <main> and <h1> as the parser built them, the requests the Content Security Policy refused, and
// the console's messages about hydration. The load waits for `html[data-app="ready"]` (src/boot.tsx
// sets it once the page has hydrated) and then until the page has settled (settled.ts: no request
// in flight, fonts and images ready, two frames without a shift or a new request).

export interface Combo {
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

interface ShiftSource {
  node: string;
  from: string;
  to: string;
}
export interface Shift {
  value: number;
  time: number;
  sources: ShiftSource[];
}
declare global {
  interface Window {
    __layoutShifts?: Shift[];
    __prerenderedH1?: Element | null;
    __prerenderedMain?: Element | null;
    __cspViolations?: string[];
  }
}

/**
 * Runs in every page before its own scripts: records each layout shift without recent input
 * (with a readable description of the elements that moved) and each request the Content Security
 * Policy refused, and keeps the prerendered <main> and <h1> as the parser built them, before the
 * deferred app scripts run (they run after the document became 'interactive').
 */
export function watchLoad() {
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

  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
  );

  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__prerenderedMain = document.querySelector('main');
    window.__prerenderedH1 = document.querySelector('main h1');
  });
}

const READY_TIMEOUT_MS = 15_000;

const waitForReady = (page: Page, what: string) =>
  expect(page.locator('html'), `${what}: html[data-app="ready"] (hydrated)`).toHaveAttribute(
    'data-app',
    'ready',
    { timeout: READY_TIMEOUT_MS },
  );

/** A production build gives React's hydration errors as codes (react.dev/errors/418 etc.). */
const HYDRATION =
  /hydrat|did not match|server rendered HTML|React error #(418|419|421|422|423|425)\b/i;

export interface Load<T> {
  label: string;
  shifts: Shift[];
  /** Console messages and page errors about hydration. */
  hydration: string[];
  /** The requests the Content Security Policy refused: `directive URI`. */
  refused: string[];
  /** The body's font family: the site's, unless its stylesheets were refused. */
  font: string;
  path: string;
  /** The prerendered <main> and <h1> are still the page's, and the heading's text. */
  kept: { main: boolean; h1: boolean; h1Text: string | undefined };
  /** The heading of `served` (the HTML as the server sent it), read by the browser's parser. */
  servedH1: string | null;
  /** What `check` found on the settled page. */
  checked: T;
}

/**
 * Loads `route` in a new page of `context` (which runs `watchLoad` in its pages) at `combo`: what
 * moved, what was refused and what hydration kept; then `check` runs on the settled page before
 * it is closed. `served` is the route's HTML as the server sends it.
 */
export async function measureLoad<T>(
  context: BrowserContext,
  route: string,
  combo: Combo,
  label: string,
  served: string,
  check: (page: Page) => Promise<T>,
): Promise<Load<T>> {
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
        refused: window.__cspViolations ?? [],
        font: getComputedStyle(document.body).fontFamily,
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
    const path = new URL(page.url()).pathname;
    return { label, hydration, path, ...found, checked: await check(page) };
  } finally {
    await page.close();
  }
}

/** The shifts of a load, with the elements that moved and their boxes before → after. */
export const shiftReport = (label: string, shifts: Shift[]): string => {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const lines = shifts.flatMap((shift) => [
    `  ${shift.value.toFixed(4)} at ${shift.time} ms`,
    ...shift.sources.map((s) => `    ${s.node}: ${s.from} → ${s.to}`),
  ]);
  return [`${label}: layout shift ${total.toFixed(4)}`, ...lines].join('\n');
};
