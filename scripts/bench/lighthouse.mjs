// One Lighthouse run of one page in a fresh Chromium (fresh profile, no cache), and the figures the
// benchmark keeps from it. Used by scripts/bench-web.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// The same flags as the browser tests (scripts/chromium-args.json, read by playwright.config.ts).
const CHROMIUM_FLAGS = JSON.parse(
  fs.readFileSync(new URL('../chromium-args.json', import.meta.url), 'utf8'),
);

/** Mobile: Lighthouse's default config (Moto G Power, simulated slow 4G and 4× CPU slowdown). */
export const PRESETS = { mobile: undefined, desktop: desktopConfig };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 150_000;
const running = new Set();

const withTimeout = (promise, ms, what) => {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const metric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** The page's script and stylesheet requests to `origin`, as Lighthouse recorded them. */
const assetRequests = (lhr, origin) => {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const assets = { js: new Set(), css: new Set() };
  for (const item of items) {
    let url;
    try {
      url = new URL(item.url);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (item.resourceType === 'Script') assets.js.add(url.pathname);
    if (item.resourceType === 'Stylesheet') assets.css.add(url.pathname);
  }
  return { js: [...assets.js], css: [...assets.css] };
};

/**
 * The resource of the largest contentful paint's element (an image's address; null for text) and
 * how many scripts, besides the page's entry point (the first script it asks for), had arrived
 * before the largest paint was on screen. Lighthouse's simulated LCP counts every request that
 * finished before the paint it observed, at the phone's bandwidth: a script there, however low
 * its priority, makes the simulated paint wait for it.
 */
const lcpOrder = (lhr, origin) => {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = element?.items?.[0]?.node ?? element?.node;
  const snippet = node?.snippet ?? '';
  const candidates = [
    ...(snippet.match(/\bsrcset="([^"]+)"/)?.[1] ?? '')
      .split(',')
      .map((c) => c.trim().split(' ')[0]),
    snippet.match(/\b(?:src|href)="([^"]+)"/)?.[1],
  ]
    .filter(Boolean)
    .map((src) => new URL(src.replaceAll('&amp;', '&'), origin).href);
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const painted =
    lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const scriptsBeforeLcp = items
    .filter((item) => item.resourceType === 'Script')
    .slice(1)
    .filter((item) => (item.networkEndTime ?? Infinity) < painted).length;
  const request = items.find((item) => candidates.includes(item.url));
  const lcpResource = request
    ? new URL(request.url).pathname
    : candidates[0]
      ? new URL(candidates[0]).pathname
      : null;
  return { lcpResource, scriptsBeforeLcp };
};

/** The first elements or files an audit names (a layout shift's element, a script's address). */
const blamed = (audit) =>
  (audit.details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url)
    .filter(Boolean);

/**
 * The audits of the four categories that did not pass (score under 0.9, informative ones left
 * out), worst first: what Lighthouse blames, as `{ category, id, title, score, value }`.
 */
const failedAudits = (lhr) =>
  CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).map((ref) => ({
      category,
      audit: lhr.audits[ref.id],
    })),
  )
    .filter(({ audit }) => typeof audit?.score === 'number' && audit.score < 0.9)
    .filter(
      ({ audit }) => !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
    )
    .map(({ category, audit }) => ({
      category,
      id: audit.id,
      title: audit.title,
      score: audit.score,
      value: audit.displayValue ?? '',
      where: blamed(audit),
    }))
    .sort((a, b) => a.score - b.score);

/**
 * Runs Lighthouse on `url` with `preset` ('mobile' or 'desktop') and returns the scores, metrics
 * (ms; CLS unitless), the paths of the scripts and stylesheets the page loaded and the audits
 * that did not pass.
 */
export async function runLighthouse({ url, preset, chromePath }) {
  // A profile folder of our own: chrome-launcher's would be removed while Chromium still writes.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-chromium-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profile,
      logLevel: 'silent',
      // bench-web.mjs handles the signals: it stops the server too.
      handleSIGINT: false,
    });
  } catch (error) {
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  const run = { chrome, profile };
  running.add(run);
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const config = PRESETS[preset]
      ? { ...PRESETS[preset], settings: { ...PRESETS[preset].settings } }
      : { extends: 'lighthouse:default', settings: {} };
    config.settings.onlyCategories = CATEGORIES;
    const result = await withTimeout(
      lighthouse(url, flags, config),
      RUN_TIMEOUT_MS,
      `Lighthouse (${preset}) on ${url}`,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return {
      perf: score(lhr, 'performance'),
      lcp: metric(lhr, 'largest-contentful-paint'),
      tbt: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      fcp: metric(lhr, 'first-contentful-paint'),
      si: metric(lhr, 'speed-index'),
      a11y: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      assets: assetRequests(lhr, new URL(url).origin),
      ...lcpOrder(lhr, new URL(url).origin),
      failed: failedAudits(lhr),
      warnings: lhr.runWarnings ?? [],
      environment: {
        lighthouse: lhr.lighthouseVersion,
        browser: lhr.environment?.hostUserAgent,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
      },
    };
  } finally {
    await stopBrowser(run);
  }
}

/** Ends a run's Chromium (waiting up to 5 s for it to exit), then removes its profile. */
async function stopBrowser(run) {
  if (!running.delete(run)) return;
  const { process: child } = run.chrome;
  const exited =
    !child || child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  run.chrome.kill();
  let timer;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
  clearTimeout(timer);
  fs.rmSync(run.profile, { recursive: true, force: true, maxRetries: 3 });
}

/** Ends the browser of the run under way, if any (on SIGINT or SIGTERM). */
export const stopBrowsers = () => Promise.all([...running].map(stopBrowser));
