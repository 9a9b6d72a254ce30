/**
 * @jest-environment node
 */
import { type BuildManifest, renderDocument } from '../src/prerender';

const shell =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body><div id=root></div><script defer src="/assets/main.js"></script></body></html>';

/** A build's manifest: every area's chunk with its own CSS and code. */
const areas = ['home', 'contact', 'about', 'careers', 'services', 'support', 'courses'];
const manifest: BuildManifest = {
  entry: { js: ['/assets/main.js'], css: ['/assets/main.css'] },
  chunks: Object.fromEntries(
    [...areas, 'account', 'shop', 'pricing', 'not-found', 'boot'].map((name) => [
      name,
      { js: [`/assets/${name}.js`, '/assets/shared.js'], css: [`/assets/${name}.css`] },
    ]),
  ),
};

describe('prerendered pages', () => {
  it("put the page's own title, description and canonical link in <head>", async () => {
    const { html, status } = await renderDocument('/pricing', shell, manifest);
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
    const { html } = await renderDocument('/contact', shell, manifest);
    const root = html.slice(html.indexOf('<div id="root" data-path="/contact">'));
    expect(root.length).toBeGreaterThan(1000);
    expect(root).toContain('aria-label="Main"');
    expect(root).toMatch(/<h1[^>]*>[^<]*Contact/);
    expect(root).toContain('<footer');
  });

  it('render guarded pages as the session check would show them', async () => {
    const { html } = await renderDocument('/login', shell, manifest);
    expect(html).toContain('Checking login status...');
  });

  it('render the not-found page for unknown paths', async () => {
    const { html } = await renderDocument('/no-such-page', shell, manifest, {
      notFound: true,
    });
    expect(html).toContain('404 Page');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('<div id="root" data-path="*">');
  });

  it("link the page's own CSS and preload its code in <head>, once each", async () => {
    const { html } = await renderDocument('/about/our-vision', shell, manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link href="/assets/about.css" rel="stylesheet">');
    expect(head).toContain('<link rel="preload" as="script" href="/assets/about.js">');
    expect(head.match(/shared\.js/g)).toHaveLength(1);
    expect(head).not.toContain('contact.css');
  });

  it('move the image preloads React writes for the first images into <head>', async () => {
    const { html } = await renderDocument('/', shell, manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+"/);
    expect(root).not.toContain('<link');
  });

  it('fail the build when a route names a chunk the build does not have', async () => {
    const { home, boot } = manifest.chunks;
    const partial: BuildManifest = { ...manifest, chunks: { home: home!, boot: boot! } };
    await expect(renderDocument('/pricing', shell, partial)).rejects.toThrow(/no chunk "pricing"/);
  });

  it('refuse a shell without an empty #root', async () => {
    await expect(renderDocument('/', '<html><body></body></html>', manifest)).rejects.toThrow(
      /#root/,
    );
  });
});
