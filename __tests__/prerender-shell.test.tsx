/**
 * @jest-environment node
 */
// A page as the prerenderer (src/prerender.tsx) writes it into the build's shell: its title,
// description and canonical link in <head>, its styles linked or inlined, its code listed for
// after the largest paint, the first paint held until the page is parsed; and the build it
// refuses (a missing chunk, a shell without #root). The pages' content: prerender.test.tsx.

import { type BuildManifest, renderDocument } from '../src/prerender';
import { manifest, shell } from './support/prerenderBuild';

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

  it("let the browser fetch the site's pages ahead, never the back office, API or files", async () => {
    const { html } = await renderDocument('/pricing', shell, manifest);
    const rules = JSON.parse(
      /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as { prefetch: { where: unknown; eagerness: string }[] } | null;
    expect(rules?.prefetch).toEqual([
      {
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: ['/staff/*', '/api/*', '/media/*', '/*.*'] } },
          ],
        },
        eagerness: 'moderate',
      },
    ]);
    // After the page's content: the first paint does not wait for it.
    expect(html.indexOf('speculationrules')).toBeGreaterThan(html.indexOf('id="page-end"'));
  });

  it("link the page's own CSS in <head> and list its code for after the largest paint, once each", async () => {
    const { html } = await renderDocument('/about/our-vision', shell, manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link href="/assets/about.css" rel="stylesheet">');
    expect(head).not.toContain('contact.css');
    // No script and no script preload anywhere in the page: src/main.tsx fetches the code once the
    // page and its first images are on screen, so nothing competes with the largest paint.
    expect(html).not.toMatch(/as="?script/);
    const scripts = html.match(/<div id="root" data-path="[^"]*" data-scripts="([^"]*)"/)?.[1];
    expect(scripts?.split(' ')).toEqual([
      '/assets/boot.js',
      '/assets/shared.js',
      '/assets/about.js',
    ]);
  });

  it("inline the stylesheets, the shell's and the page's, when given a way to read them", async () => {
    const shellWithCss = shell.replace(
      '<meta charset="utf-8">',
      '<meta charset="utf-8"><link href=/assets/main.css rel=stylesheet>',
    );
    const read: string[] = [];
    const { html } = await renderDocument('/about/our-vision', shellWithCss, manifest, {
      readStyle: (href) => {
        read.push(href);
        return `.from-${href.split('/').pop()?.replace('.css', '')}{color:red}\n/*# sourceMappingURL=x.css.map*/`;
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/rel="?stylesheet/);
    expect(head).toContain('<style data-href="/assets/main.css">.from-main{color:red}\n</style>');
    expect(head).toContain('<style data-href="/assets/about.css">.from-about{color:red}\n</style>');
    expect(head).toContain('<style data-href="/assets/boot.css">');
    expect(head).not.toContain('sourceMappingURL');
    // The base styles first, then the page's: the cascade as the links had it.
    expect(head.indexOf('/assets/main.css')).toBeLessThan(head.indexOf('/assets/about.css'));
    expect(read.sort()).toEqual(['/assets/about.css', '/assets/boot.css', '/assets/main.css']);
  });

  it('hold the first paint until the whole page is parsed, so a partly parsed page never shows', async () => {
    const { html } = await renderDocument('/contact', shell, manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#page-end" blocking="render">');
    // The marker comes right after the page's markup, outside what React hydrates.
    expect(html).toMatch(
      /<\/footer><\/div><\/div><script id="page-data"[^>]*>[^<]*<\/script><template id="page-end"><\/template>/,
    );
  });

  it('move the image preloads React writes for the first images into <head>', async () => {
    const { html } = await renderDocument('/', shell, manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(
      html.indexOf('<div id="root"'),
      html.indexOf('<template id="page-end">'),
    );
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
