// Compressed sizes of the built files a page loads: the build's own .gz/.br files when it wrote
// them, else gzip level 9 and brotli quality 11 made here. Used by scripts/bench-web.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const cache = new Map();

const compressedSize = (file, suffix, compress) => {
  const precompressed = `${file}${suffix}`;
  if (fs.existsSync(precompressed)) return fs.statSync(precompressed).size;
  return compress(fs.readFileSync(file)).length;
};

const gzip = (data) => zlib.gzipSync(data, { level: 9 });
const brotli = (data) =>
  zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** { gzip, brotli } bytes of the file that the URL path `urlPath` names under `distDir`. */
export function fileSizes(distDir, urlPath) {
  const file = path.resolve(distDir, `.${decodeURIComponent(urlPath)}`);
  if (!file.startsWith(`${path.resolve(distDir)}${path.sep}`) || !fs.existsSync(file)) {
    throw new Error(`${urlPath} is not a file of the build (${path.relative('.', distDir)})`);
  }
  if (!cache.has(file)) {
    cache.set(file, {
      gzip: compressedSize(file, '.gz', gzip),
      brotli: compressedSize(file, '.br', brotli),
    });
  }
  return cache.get(file);
}

/** The stylesheets the prerenderer inlined into the page's HTML (`<style data-href>`). */
function inlinedStyles(distDir, page) {
  if (page === undefined) return [];
  const file = path.join(distDir, page.replace(/^\//, ''), 'index.html');
  if (!fs.existsSync(file)) return [];
  return [...fs.readFileSync(file, 'utf8').matchAll(/<style data-href="([^"]+)"/g)].map(
    (m) => m[1],
  );
}

/**
 * Sums of the compressed sizes of a page's scripts and of its stylesheets, the ones it requested
 * and the ones inlined into its HTML (`page`: the site path, to find its prerendered file).
 */
export function pageBytes(distDir, assets, page) {
  const sum = (paths) =>
    paths.reduce(
      (total, urlPath) => {
        const size = fileSizes(distDir, urlPath);
        return { gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli };
      },
      { gzip: 0, brotli: 0 },
    );
  const js = sum(assets.js);
  const css = sum([...new Set([...assets.css, ...inlinedStyles(distDir, page)])]);
  return { jsGzip: js.gzip, jsBrotli: js.brotli, cssGzip: css.gzip, cssBrotli: css.brotli };
}
