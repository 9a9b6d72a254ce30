// The frame of the newsletter's pages that work without JavaScript and without login
// (newsletter-pages.ts): the site's own not-found page as the build wrote it (its header, footer,
// inlined stylesheets, light and dark), its main content replaced and its scripts removed, so that
// the page needs nothing but the server's answer. Without a build (tests' fixture site), a plain
// page. The content's own few styles are an inline stylesheet, allowed by its hash
// (pageContentSecurityPolicy).

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { pageContentSecurityPolicy } from '../security/headers';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or an attribute's value, escaped. */
export const esc = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `<style>
.nl{max-width:36rem;margin:0 auto;padding:3rem 1rem 4rem}
.nl h1{font-size:var(--text-xl,1.5rem);margin:0 0 1rem}
.nl form{display:grid;gap:.75rem;margin:1.5rem 0}
.nl label{font-weight:600}
.nl input[type=email]{padding:.6rem .75rem;border:1px solid var(--color-border,#94a3b8);border-radius:var(--radius-sm,6px);background:var(--color-surface,#fff);color:var(--color-text,#0f172a);font:inherit}
.nl button{justify-self:start;padding:.6rem 1.2rem;border:0;border-radius:var(--radius-pill,999px);background:var(--color-brand,#0f766e);color:var(--color-on-brand,#fff);font:inherit;font-weight:600;cursor:pointer}
.nl button.nl-quiet{background:transparent;color:var(--color-text,#0f172a);border:1px solid var(--color-border,#94a3b8)}
.nl fieldset{border:1px solid var(--color-border,#94a3b8);border-radius:var(--radius-md,10px);padding:1rem;display:grid;gap:.5rem}
.nl legend{font-weight:600;padding:0 .25rem}
.nl .nl-note{color:var(--color-text-muted,#475569);font-size:var(--text-sm,.9375rem)}
.nl [role=alert],.nl [role=status]{padding:.75rem 1rem;border-radius:var(--radius-sm,6px)}
.nl [role=alert]{background:var(--color-error-bg,#fee2e2);color:var(--color-error,#b91c1c)}
.nl [role=status]{background:var(--color-success-bg,#dcfce7);color:var(--color-success,#166534)}
</style>`;

const PLAIN = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${title}</title>${STYLE}</head>` +
  `<body><main id="main">${main}</main></body></html>`;

/** Writes a page of `title` and `main` (HTML) into the site's frame. */
export function newsletterShell(distDir: string) {
  let kept: { mtime: number; html: string } | undefined;
  const frame = (): string | undefined => {
    const file = path.join(distDir, '404.html');
    try {
      const mtime = fs.statSync(file).mtimeMs;
      if (kept?.mtime !== mtime) kept = { mtime, html: fs.readFileSync(file, 'utf8') };
      return kept.html;
    } catch {
      return undefined;
    }
  };
  const render = (title: string, main: string): string => {
    const html = frame();
    const start = html?.indexOf('<main');
    const end = html?.indexOf('</main>');
    if (!html || start === undefined || end === undefined || start < 0 || end < start) {
      return PLAIN(esc(title), main);
    }
    const open = html.indexOf('>', start) + 1;
    return (html.slice(0, open) + main + html.slice(end))
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link rel="preload" as="image" href="\/assets\/not-found[^>]*>/, '')
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${esc(title)}</title>`)
      .replace('</head>', `<meta name="robots" content="noindex">${STYLE}</head>`);
  };
  /** Sends the page: never cached (it may carry a link's token), with its style's hash allowed. */
  return (reply: FastifyReply, status: number, title: string, main: string) => {
    const html = render(title, `<div class="nl">${main}</div>`);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageContentSecurityPolicy(html))
      .type('text/html; charset=utf-8')
      .send(html);
  };
}
