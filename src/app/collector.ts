// The analytics collector (docs/product.md §10.19): its own chunk, which src/boot.tsx imports
// once the page has loaded and the browser is idle, so that no page's start-up code carries it.
// It sends page views (the first page and each navigation inside the site) and the first page's
// Core Web Vitals (web-vitals' attribution build: LCP, INP, CLS, FCP, TTFB, with the element or
// interaction target as a short selector) to POST /api/events with navigator.sendBeacon, a few
// events at a time, and whatever waits when the page is hidden. Nothing for a visitor who sent Do
// Not Track or Global Privacy Control, nor on the back office's pages. It keeps no cookie, no
// storage entry and no identifier: the server makes the day's visitor hash.

import { shownPage } from './shownPage';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { ANALYTICS, type VitalName } from '../../contract/values/analytics-limits';
import {
  measured,
  optedOut,
  pageViewOf,
  pathOf,
  type PageAddress,
  type PageView,
  type VitalEvent,
  vitalOf,
} from '../lib/analytics';

const ENDPOINT = '/api/events';

/**
 * `landing`: the address the page was loaded at, which the first page view and the vitals are
 * counted for, even when the visitor has moved to another page of the site before the collector
 * started; a page shown since then counts as a view of its own.
 */
export function startCollector(landing: PageAddress): void {
  if (optedOut(navigator as Navigator & { globalPrivacyControl?: boolean })) return;
  const waiting: (PageView | VitalEvent)[] = [];

  const send = () => {
    while (waiting.length > 0) {
      const events = waiting.splice(0, ANALYTICS.maxEvents);
      const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
      navigator.sendBeacon(ENDPOINT, body);
    }
  };
  const queue = (event: PageView | VitalEvent | undefined) => {
    if (!event) return;
    waiting.push(event);
    // A full batch goes now; so does anything reported once the page is hidden.
    if (waiting.length >= ANALYTICS.maxEvents || document.visibilityState === 'hidden') send();
  };

  const view = (location: PageAddress, referrer: string) =>
    queue(pageViewOf(location, referrer, window.location.host, window.innerWidth));

  // The first page, with the site that sent the visitor; then each navigation in the site, the
  // page on screen now included if the visitor left the first one already.
  view(landing, document.referrer);
  let last = landing.pathname;
  const shown = (location: PageAddress) => {
    if (location.pathname === last) return;
    last = location.pathname;
    view(location, '');
  };
  if (shownPage.current) shown(shownPage.current);
  shownPage.subscribe(shown);

  // The vitals are the first page's (the page load's), as the browser measures them. LCP, CLS
  // and INP are final only when the page is hidden, and web-vitals reads their entries when the
  // browser is idle: its own report on hiding comes before it reads the entries still waiting,
  // so a visitor who left before the browser was idle (a busy phone, a quick exit) would send
  // none of them. Every change of theirs is kept, and the latest of each goes when the page is
  // hidden, once web-vitals has read everything.
  const held = new Map<VitalName, VitalEvent>();
  const hold = (event: VitalEvent | undefined) => {
    if (event) held.set(event.name, event);
  };
  const everyChange = { reportAllChanges: true };
  const path = pathOf(landing.pathname);
  if (path !== undefined && measured(path)) {
    onLCP((m) => hold(vitalOf(path, 'LCP', m.value, m.attribution.target)), everyChange);
    onINP((m) => hold(vitalOf(path, 'INP', m.value, m.attribution.interactionTarget)), everyChange);
    onCLS(
      (m) => hold(vitalOf(path, 'CLS', m.value, m.attribution.largestShiftTarget)),
      everyChange,
    );
    onFCP((m) => queue(vitalOf(path, 'FCP', m.value, undefined)));
    onTTFB((m) => queue(vitalOf(path, 'TTFB', m.value, undefined)));
  }

  const leave = () => {
    waiting.push(...held.values());
    held.clear();
    send();
  };
  // Registered after web-vitals' own listeners, which capture the event: by now they have read
  // every entry, and what they report on hiding goes with the rest. A page that goes without
  // being hidden first sends on pagehide what web-vitals has read by then.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  addEventListener('pagehide', leave);
}
