// The analytics collector's decisions (src/lib/analytics.ts): whether to measure, and what a page
// view and a vital say.

import { ANALYTICS } from '../../contract/values/analytics-limits';
import {
  measured,
  optedOut,
  pageViewOf,
  pathOf,
  referrerHost,
  screenClassOf,
  vitalOf,
} from '../../src/lib/analytics';

describe('whether to measure', () => {
  it('measures nothing under Do Not Track or Global Privacy Control', () => {
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(optedOut({ doNotTrack: null })).toBe(false);
    expect(optedOut({})).toBe(false);
  });

  it('leaves the back office out, and only it', () => {
    expect(measured('/staff')).toBe(false);
    expect(measured('/staff/analytics')).toBe(false);
    expect(measured('/staffing')).toBe(true);
    expect(measured('/')).toBe(true);
  });
});

describe('a page view', () => {
  const at = (url: string, referrer = '', width = 1280) => {
    const { pathname, search } = new URL(url, 'https://kestrel.example');
    return pageViewOf({ pathname, search }, referrer, 'kestrel.example', width);
  };

  it('keeps the path, drops the query and turns utm_* into fields', () => {
    expect(
      at('/pricing/?email=a@b.c&utm_source=news&utm_medium=email&utm_campaign=Spring%20sale&x=1'),
    ).toEqual({
      type: 'view',
      path: '/pricing',
      source: 'news',
      medium: 'email',
      campaign: 'Spring sale',
      screen: 'desktop',
    });
    expect(at('/')).toEqual({ type: 'view', path: '/', screen: 'desktop' });
  });

  it('cuts a utm value to its bound and drops an empty one', () => {
    const view = at(`/?utm_source=${'s'.repeat(200)}&utm_medium=`);
    expect(view?.source).toHaveLength(ANALYTICS.utm);
    expect(view).not.toHaveProperty('medium');
  });

  it('names another site that sent the visitor, never this one', () => {
    expect(at('/', 'https://www.search.example/q?x=secret')?.referrer).toBe('www.search.example');
    expect(at('/', 'https://kestrel.example/about')).not.toHaveProperty('referrer');
    expect(at('/', 'android-app://com.example')).not.toHaveProperty('referrer');
    expect(at('/', 'not a url')).not.toHaveProperty('referrer');
    expect(referrerHost('', 'kestrel.example')).toBeUndefined();
  });

  it('classes the screen by its width', () => {
    expect(screenClassOf(375)).toBe('phone');
    expect(screenClassOf(600)).toBe('tablet');
    expect(screenClassOf(1023)).toBe('tablet');
    expect(screenClassOf(1024)).toBe('desktop');
  });

  it('sends nothing for the back office or a path that is not a page address', () => {
    expect(at('/staff/leads')).toBeUndefined();
    expect(at('/caf%C3%A9')).toBeUndefined();
    expect(pathOf(`/${'a'.repeat(ANALYTICS.path)}`)).toBeUndefined();
    expect(pathOf('/about/who-we-are/')).toBe('/about/who-we-are');
  });
});

describe('a vital', () => {
  it('rounds the value, cuts the target and refuses values out of range', () => {
    expect(vitalOf('/', 'LCP', 1234.5678, 'main > img.hero')).toEqual({
      type: 'vital',
      path: '/',
      name: 'LCP',
      value: 1234.568,
      target: 'main > img.hero',
    });
    expect(vitalOf('/', 'INP', 80, 'x'.repeat(300))?.target).toHaveLength(ANALYTICS.target);
    expect(vitalOf('/', 'CLS', 0, undefined)).toEqual({
      type: 'vital',
      path: '/',
      name: 'CLS',
      value: 0,
    });
    expect(vitalOf('/', 'CLS', ANALYTICS.maxCls + 1, undefined)).toBeUndefined();
    expect(vitalOf('/', 'TTFB', -1, undefined)).toBeUndefined();
    expect(vitalOf('/', 'FCP', Number.NaN, undefined)).toBeUndefined();
  });
});
