// The security headers of every answer, as constants: @fastify/helmet sets them from these on
// routed requests (security.ts); answers written before routing (errors.ts' framework errors,
// client-errors.ts' Node-level answers) copy STATIC_SECURITY_HEADERS. No 'unsafe-inline' anywhere:
// an HTML page's answer widens style-src by the SHA-256 hashes of exactly the stylesheets it
// carries inline (pageContentSecurityPolicy, used by site.ts), so an injected <style> or style
// attribute does nothing.

import crypto from 'node:crypto';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** Features no page of the site uses: a script injected into a page cannot turn them on. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'interest-cohort=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The policy as a header value, style-src and script-src extended by these sources. */
const policy = (styleSources: readonly string[] = [], scriptSources: readonly string[] = []) =>
  Object.entries({
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptSources],
    styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, ...styleSources],
  })
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');

const csp = policy();

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const SPECULATION_RULES = /<script type="speculationrules">([\s\S]*?)<\/script>/gi;

const hashesOf = (html: string, pattern: RegExp): string[] => [
  ...new Set(
    [...html.matchAll(pattern)].map(
      ([, text = '']) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`,
    ),
  ),
];

/**
 * The policy of an HTML page: style-src also allows each `<style>` element of `html` (the
 * prerenderer inlines a page's stylesheets, src/prerender.tsx), and script-src its speculation
 * rules (which pages the browser may fetch ahead), each by the hash of its text; no other inline
 * script runs.
 */
export function pageContentSecurityPolicy(html: string): string {
  return policy(hashesOf(html, INLINE_STYLE), hashesOf(html, SPECULATION_RULES));
}

/** The headers @fastify/helmet sets with security.ts's options, plus ours, for raw answers. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': csp,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
  'cache-control': 'no-store',
};
