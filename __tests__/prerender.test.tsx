/**
 * @jest-environment node
 */
import { renderDocument } from '../src/prerender';

const shell =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body><div id=root></div><script defer src="/assets/main.js"></script></body></html>';

describe('prerendered pages', () => {
  it("put the page's own title, description and canonical link in <head>", async () => {
    const { html, status } = await renderDocument('/pricing', shell);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>Pricing \| Kestrel Software<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(head).toContain('<link rel="canonical" href="https://www.kestrel.example/pricing"/>');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toMatch(/<title>/);
    expect(body).toContain('<script defer src="/assets/main.js"></script>');
  });

  it('render the layout and the page itself into #root', async () => {
    const { html } = await renderDocument('/contact', shell);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('aria-label="Main"');
    expect(root).toMatch(/<h1[^>]*>[^<]*Contact/);
    expect(root).toContain('<footer');
  });

  it('render guarded pages as the session check would show them', async () => {
    const { html } = await renderDocument('/login', shell);
    expect(html).toContain('Checking login status...');
  });

  it('render the not-found page for unknown paths', async () => {
    const { html } = await renderDocument('/no-such-page', shell);
    expect(html).toContain('404 Page');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('refuse a shell without an empty #root', async () => {
    await expect(renderDocument('/', '<html><body></body></html>')).rejects.toThrow(/#root/);
  });
});
