// npm run export [-- DIR]: a static snapshot of the site as published now, for a static host (a
// read-only mirror, or a fallback while the server is down). It builds the server in this process,
// without listening and without its background work (no email is sent), over the same settings
// and database as the server (DATA_DIR or DATABASE_URL), and asks it for every page the way a
// browser would: the build's files (dist/, without what it keeps for the server), each page's HTML
// as the server renders it now from the published documents, the page of each open posting, the
// not-found page (404.html), sitemap.xml and robots.txt; the media library's files; and, so that
// the app's own navigation finds them, the public reads the pages make (each content document,
// the products, the shop's first page, the testimonials, each open posting). What needs the server
// is not in it: forms, accounts, the back office, the shop's other pages, searches and orders, and
// the careers lists reached by a link inside the app (a reload shows them). Without DIR it writes export/ in the project's folder; DIR must be empty or absent.

import fs from 'node:fs';
import path from 'node:path';
import { compressBest } from '../platform/compression';
import type { FastifyInstance } from 'fastify';
import { FORM_XSRF_FIELD } from '../../contract/values/constants';
import { DOCUMENT_KEYS, DOCUMENTS } from '../../contract/documents';
import { buildApp } from '../app';
import { type Config, findProjectRoot, loadConfig } from '../config';

/** What the build keeps for the server and the prerenderer (never served, as no dotfile is). */
const SITE_META = '.site';

export interface ExportIo {
  out(line: string): void;
  err(line: string): void;
}

/** Every page the build prerendered (DIST_DIR/<path>/index.html), as site paths. */
function prerenderedPages(distDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      if (item.name.startsWith('.') || item.name === 'assets') continue;
      if (item.isDirectory()) walk(path.join(dir, item.name), `${route}/${item.name}`);
      else if (item.name === 'index.html') pages.push(route || '/');
    }
  };
  walk(distDir, '');
  return pages.sort();
}

/** Writes a file of the snapshot, with brotli and gzip copies when it is HTML, XML or JSON. */
async function writeFile(target: string, relative: string, body: string) {
  const file = path.join(target, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  if (/\.(html|xml)$/.test(relative)) {
    const copies = await compressBest(Buffer.from(body));
    fs.writeFileSync(`${file}.br`, copies.br);
    fs.writeFileSync(`${file}.gz`, copies.gzip);
  }
}

/** The answer of the server to a GET, as text; throws with the reason when it is not `status`. */
async function get(app: FastifyInstance, url: string, status = 200): Promise<string> {
  const answer = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  if (answer.statusCode !== status) {
    throw new Error(`${url} answered ${answer.statusCode}, not ${status}: ${answer.body}`);
  }
  return answer.body;
}

/** A page as a static host serves it: the form's per-visitor XSRF token left empty. */
const withoutVisitorTokens = (html: string): string =>
  html.replace(
    new RegExp(`<input type="hidden" name="${FORM_XSRF_FIELD}" value="[^"]*"/>`, 'g'),
    `<input type="hidden" name="${FORM_XSRF_FIELD}"/>`,
  );

export async function exportSite(config: Config, target: string, io: ExportIo): Promise<number> {
  if (!fs.existsSync(path.join(config.distDir, SITE_META, 'render.cjs'))) {
    io.err(`${config.distDir} holds no built site with its renderer: run npm run build first.`);
    return 1;
  }
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    io.err(`${target} is not empty; choose an empty or new folder.`);
    return 1;
  }
  const problems: string[] = [];
  const app = await buildApp(config, {
    startOutboxWorker: false,
    // Only what went wrong is worth showing here.
    logStream: {
      write: (line) => {
        if ((JSON.parse(line) as { level: number }).level >= 50) problems.push(line.trim());
      },
    },
  });
  try {
    await app.ready();
    fs.cpSync(config.distDir, target, {
      recursive: true,
      // The build's pages are replaced below by what is published; its copies would be stale.
      filter: (source) =>
        !path.basename(source).startsWith('.') && !/\.html\.(br|gz)$|sitemap\.xml/.test(source),
    });
    if (fs.existsSync(config.mediaDir)) {
      fs.cpSync(config.mediaDir, path.join(target, 'media'), { recursive: true });
    }

    const postings: { list: string; slug: string }[] = [];
    for (const [type, list] of [
      ['job', '/careers/jobs'],
      ['internship', '/careers/internships'],
    ] as const) {
      const open = JSON.parse(await get(app, `/api/posts?type=${type}`)) as { slug: string }[];
      postings.push(...open.map(({ slug }) => ({ list, slug })));
    }
    const pages = [
      ...prerenderedPages(config.distDir),
      ...postings.map(({ list, slug }) => `${list}/${slug}`),
    ];
    for (const page of pages) {
      const html = withoutVisitorTokens(await get(app, page));
      await writeFile(target, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`, html);
    }
    await writeFile(target, '404.html', await get(app, '/404.html', 404));
    await writeFile(target, 'sitemap.xml', await get(app, '/sitemap.xml'));
    await writeFile(target, 'robots.txt', await get(app, '/robots.txt'));

    const reads = [
      ...DOCUMENT_KEYS.filter((key) => DOCUMENTS[key].public).map((k) => `/api/documents/${k}`),
      '/api/products',
      // The shop's first page as the app asks for it; later pages have a query string.
      '/api/shop/products',
      '/api/ts/getall',
      ...postings.map((p) => `/api/posts/${p.slug}`),
    ];
    for (const read of reads) await writeFile(target, read.slice(1), await get(app, read));

    io.out(
      `Exported ${pages.length + 1} pages and ${reads.length} data files of the published site ` +
        `to ${target}`,
    );
    return 0;
  } finally {
    await app.close();
    for (const line of problems) io.err(line);
  }
}

export async function main(args: string[]): Promise<number> {
  const target = path.resolve(args[0] ?? path.join(findProjectRoot(), 'export'));
  return exportSite(loadConfig(process.env), target, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
