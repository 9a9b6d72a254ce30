// The analytics collector's decisions (docs/product.md §10.19), as pure functions the collector
// (src/app/collector.ts) calls and the tests check: whether to measure at all, and what a page
// view says. Nothing here reads or writes storage or cookies, and nothing identifies a visitor.

import {
  ANALYTICS,
  type ScreenClass,
  type VitalName,
} from '../../contract/values/analytics-limits';

/** What the browser says of the visitor's wishes (Navigator's fields; GPC is not in every one). */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Nothing is measured for a visitor who asked not to be (Do Not Track, Global Privacy Control). */
export const optedOut = (signals: PrivacySignals): boolean =>
  signals.doNotTrack === '1' || signals.globalPrivacyControl === true;

/** The back office is not measured: staff's own use would count as visits. */
export const measured = (path: string): boolean => !/^\/staff(\/|$)/.test(path);

export const screenClassOf = (width: number): ScreenClass =>
  width < 600 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';

export interface PageView {
  type: 'view';
  path: string;
  referrer?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  screen: ScreenClass;
}

export interface VitalEvent {
  type: 'vital';
  path: string;
  name: VitalName;
  value: number;
  target?: string;
}

const SITE_PATH = new RegExp(ANALYTICS.pathPattern);

/** The path as recorded: without a trailing slash (but `/`); undefined when it cannot be sent. */
export function pathOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return path.length <= ANALYTICS.path && SITE_PATH.test(path) ? path : undefined;
}

/** A text field cut to its bound, or undefined when empty. */
const bounded = (value: string | null | undefined, max: number): string | undefined => {
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text ? [...text].slice(0, max).join('') : undefined;
};

/** The referring site's host, when it is another site than `ownHost`. */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (!/^https?:$/.test(url.protocol) || url.host === ownHost) return undefined;
    const host = url.host.toLowerCase();
    return host.length <= ANALYTICS.host && /^[a-z0-9.-]+(:[0-9]{1,5})?$/.test(host)
      ? host
      : undefined;
  } catch {
    return undefined;
  }
}

/** A page's address, as `location` and the router give it: what a page view is made from. */
export type PageAddress = { pathname: string; search: string };

/**
 * A page view: the path (its query left out but for utm_source, utm_medium and utm_campaign,
 * which become fields), the other site that sent the visitor (on arrival only: `referrer` is ''
 * for a navigation inside the site) and the screen's size class. Undefined for a page that is not
 * measured or a path that cannot be sent.
 */
export function pageViewOf(
  location: PageAddress,
  referrer: string,
  ownHost: string,
  width: number,
): PageView | undefined {
  const path = pathOf(location.pathname);
  if (path === undefined || !measured(path)) return undefined;
  const query = new URLSearchParams(location.search);
  const view: PageView = { type: 'view', path, screen: screenClassOf(width) };
  const host = referrerHost(referrer, ownHost);
  if (host) view.referrer = host;
  for (const field of ['source', 'medium', 'campaign'] as const) {
    const value = bounded(query.get(`utm_${field}`), ANALYTICS.utm);
    if (value) view[field] = value;
  }
  return view;
}

/** A vital as sent: its value in range, its target cut to its bound. */
export function vitalOf(
  path: string,
  name: VitalName,
  value: number,
  target: string | undefined,
): VitalEvent | undefined {
  const max = name === 'CLS' ? ANALYTICS.maxCls : ANALYTICS.maxMs;
  if (!Number.isFinite(value) || value < 0 || value > max) return undefined;
  const vital: VitalEvent = { type: 'vital', path, name, value: Math.round(value * 1000) / 1000 };
  const selector = bounded(target, ANALYTICS.target);
  if (selector) vital.target = selector;
  return vital;
}
