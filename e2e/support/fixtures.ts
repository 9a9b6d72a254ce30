import { test as base, type BrowserContext, expect, request, type Page } from '@playwright/test';
import { createAccount, siteOrigin, type Account } from './support';

// The shared fixture of every spec:
// - requests to any host other than the site's own are aborted (the contact page's map frame
//   among them: offline here, and not the site's fault);
// - a test fails on any page error, console error, or failed request to the site's own origin
//   (network failure or HTTP status >= 400), unless the test declared it expected with
//   `siteErrors.allow(pattern)` (a wrong password's 401, the 404 page's 404);
// - `account` is one registered user per worker, with a token (for the logged-in runs);
// - the `loggedIn` option puts that token in localStorage before the first page loads.

/** What went wrong on the site during a test, and what the test said to expect. */
export class SiteErrors {
  private readonly allowed: RegExp[] = [];
  private readonly seen: string[] = [];

  /** Tolerate problems whose description matches `pattern` (e.g. /HTTP 401 POST .*\/login/). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  record(problem: string): void {
    this.seen.push(problem);
  }

  /** Problems seen so far that no allow() pattern matched. */
  get problems(): string[] {
    return this.seen.filter((p) => !this.allowed.some((pattern) => pattern.test(p)));
  }
}

interface TestFixtures {
  siteErrors: SiteErrors;
  /** Start the test with the worker's account logged in (token in localStorage). */
  loggedIn: boolean;
}

interface WorkerFixtures {
  account: Account;
}

const isSameOrigin = (url: string, origin: string): boolean => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

const SANDBOX_REFUSAL =
  /^Blocked script execution in 'about:(srcdoc|blank)' because the document's frame is sandboxed/;

/**
 * Aborts every request to another host than the site's. (A route holds each request of the
 * context until its handler lets it go: e2e/staff/analytics.spec.ts takes it away while a page
 * closes.)
 */
export const blockOtherOrigins = (context: BrowserContext) =>
  context.route(
    (url) => url.origin !== siteOrigin(),
    (route) => route.abort('blockedbyclient'),
  );

/** Records the page's uncaught errors and console errors. */
const watchPage = (page: Page, origin: string, errors: SiteErrors) => {
  page.on('pageerror', (error) => errors.record(`page error on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // The browser reports the blocked request to another host (the map) in the console.
    if (/^https?:/.test(where) && !isSameOrigin(where, origin)) return;
    // The content editor's live preview is a sandboxed frame that runs no script: Playwright's
    // trace snapshots and axe inject theirs into every frame, and the browser reports refusing
    // them. The site puts none there (the API test of the preview's render checks it).
    if (SANDBOX_REFUSAL.test(message.text())) return;
    errors.record(`console error on ${page.url()}: ${message.text()} (at ${where || '?'})`);
  });
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  account: [
    async ({}, use) => {
      const api = await request.newContext({ baseURL: siteOrigin() });
      const account = await createAccount(api, 'worker');
      await api.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],

  loggedIn: [false, { option: true }],

  storageState: async ({ loggedIn, account, storageState }, use) => {
    if (!loggedIn) return use(storageState);
    // A session of the test's own, opened now: the worker's first token may have expired by the
    // server's clock, which some specs move forward.
    const api = await request.newContext({ baseURL: siteOrigin() });
    const login = await api.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), 'login through the API').toBe(200);
    const token = (await login.text()).trim();
    await api.dispose();
    await use({
      cookies: [],
      origins: [{ origin: siteOrigin(), localStorage: [{ name: 'token', value: token }] }],
    });
  },

  siteErrors: async ({}, use) => {
    await use(new SiteErrors());
  },

  context: async ({ context, siteErrors }, use) => {
    const origin = siteOrigin();
    await blockOtherOrigins(context);
    context.pages().forEach((page) => watchPage(page, origin, siteErrors));
    context.on('page', (page) => watchPage(page, origin, siteErrors));
    context.on('requestfailed', (req) => {
      if (!isSameOrigin(req.url(), origin)) return;
      const failure = req.failure()?.errorText ?? 'failed';
      // Navigating away cancels what the previous page was still loading: not a failure.
      if (failure === 'net::ERR_ABORTED') return;
      siteErrors.record(`request failed: ${req.method()} ${req.url()} ${failure}`);
    });
    context.on('response', (response) => {
      if (!isSameOrigin(response.url(), origin) || response.status() < 400) return;
      siteErrors.record(
        `HTTP ${response.status()} ${response.request().method()} ${response.url()}`,
      );
    });

    await use(context);

    expect(siteErrors.problems, 'page errors, console errors or failed requests').toEqual([]);
  },
});

export { expect };
