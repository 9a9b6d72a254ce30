// npm run export (server/cli/export.ts): a static snapshot of the site as published now. Real
// database (SQLite in a temp folder); the build's renderer is a small stand-in writing the
// published words it was given into the page, as in site/live-pages-support.ts.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DOCUMENTS } from '../../../contract/documents';
import { exportSite } from '../../../server/cli/export';
import { startServer } from '../helpers';

const RENDERER = `
exports.APP_ONLY_ROUTES = ['/profile'];
exports.documentKeys = async (route) => (route === '/' ? ['site', 'home'] : ['site']);
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</body>', '<main>LIVE ' + route + ': ' +
    (data.documents.home ? data.documents.home.hero.headline : '') + '</main>' +
    '<form method="post"><input type="hidden" name="_xsrf"/></form></body>'),
});
`;

const staff = { id: null, email: 'tests@example.com' };

async function publishedSite() {
  const server = await startServer({ removeOnClose: false });
  const dist = path.join(server.root, 'dist');
  fs.writeFileSync(path.join(dist, '.site', 'render.cjs'), RENDERER);
  fs.writeFileSync(path.join(dist, '.site', 'manifest.json'), '{"entry":{},"chunks":{}}');
  fs.mkdirSync(path.join(dist, 'contact'));
  fs.writeFileSync(path.join(dist, 'contact', 'index.html'), '<p>build</p>');
  fs.writeFileSync(path.join(dist, 'index.html.br'), 'stale');
  const { siteUrl } = DOCUMENTS.company.seed;
  fs.writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<urlset>\n  <url><loc>${siteUrl}/</loc></url>\n  <url><loc>${siteUrl}/about</loc></url>\n</urlset>\n`,
  );
  const { store } = server.app;
  const home = (await store.documents.get('home'))!;
  const changed = {
    ...(home.published as object),
    hero: { ...DOCUMENTS.home.seed.hero, headline: 'Words published after the build' },
  };
  const draft = await store.documents.saveDraft('home', changed, home.revision, staff);
  await store.documents.publish(
    'home',
    { revision: (draft as { revision: number }).revision },
    staff,
  );
  await server.close();
  return server;
}

describe('npm run export', () => {
  let root: string;
  let target: string;
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };
  let config: Awaited<ReturnType<typeof publishedSite>>['config'];

  beforeAll(async () => {
    const server = await publishedSite();
    root = server.root;
    config = server.config;
    target = path.join(root, 'snapshot');
    expect(await exportSite(config, target, io)).toBe(0);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const read = (file: string) => fs.readFileSync(path.join(target, file), 'utf8');

  it('writes every page as published now, with fresh compressed copies', () => {
    expect(read('index.html')).toContain('LIVE /: Words published after the build');
    expect(read('about/index.html')).toContain('LIVE /about:');
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(target, 'index.html.br'))).toString(),
    ).toBe(read('index.html'));
    expect(read('404.html')).toContain('LIVE /__not-found__:');
    expect(lines.at(-1)).toMatch(/^Exported \d+ pages and \d+ data files of the published site/);
  });

  it('leaves no visitor token in a form and nothing the build keeps for the server', () => {
    expect(read('contact/index.html')).toContain('<input type="hidden" name="_xsrf"/>');
    expect(read('contact/index.html')).toContain('LIVE /contact:');
    expect(fs.existsSync(path.join(target, '.site'))).toBe(false);
    expect(fs.existsSync(path.join(target, '.env'))).toBe(false);
    expect(read('assets/app.1234abcd.js')).toBeTruthy();
  });

  it('writes the public reads the app makes when it navigates, and the sitemap', () => {
    const home = JSON.parse(read('api/documents/home')) as { hero: { headline: string } };
    expect(home.hero.headline).toBe('Words published after the build');
    expect(Array.isArray(JSON.parse(read('api/products')))).toBe(true);
    expect(Array.isArray(JSON.parse(read('api/ts/getall')))).toBe(true);
    expect(read('sitemap.xml')).toMatch(/<loc>[^<]+\/<\/loc><lastmod>\d{4}-/);
    expect(read('robots.txt')).toContain('User-agent');
  });

  it('refuses a folder that is not empty, and a build without its renderer', async () => {
    lines.length = 0;
    expect(await exportSite(config, target, io)).toBe(1);
    expect(lines).toEqual([`ERR ${target} is not empty; choose an empty or new folder.`]);
    fs.rmSync(path.join(config.distDir, '.site', 'render.cjs'));
    lines.length = 0;
    expect(await exportSite(config, path.join(root, 'other'), io)).toBe(1);
    expect(lines[0]).toMatch(/run npm run build first/);
  });
});
