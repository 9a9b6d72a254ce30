// The build's own webpack plugins (webpack.config.ts uses them): the site's files beside the
// bundles, V8's eager-compile hint, the manifest the prerenderer and the budget check read, and
// the precompressed copies.
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import webpack from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import { PATHS } from './src/config/paths';
import { HELP_REDIRECTS, SITE_ROUTES } from './src/config/siteRoutes';
import { APP_ONLY_ROUTES } from './src/config/appOnlyRoutes';
import { company } from './contract/values/company';
import type { BuildManifest, ChunkFiles } from './src/prerender';

const publicDir = path.resolve(__dirname, 'public');

/**
 * What the server and the prerenderer read, not web content: kept in DIST_DIR/.site/, which the
 * server never serves (server/site/site.ts refuses every path segment that starts with a dot).
 */
export const SITE_META_DIR = '.site';

/** Static files from public/ (all but the HTML template), robots.txt, sitemap and routes list. */
export class SiteFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { RawSource } = webpack.sources;
          // public/images/ holds the pictures content documents name (/images/…).
          const files = fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' });
          for (const name of files) {
            const file = path.join(publicDir, name);
            if (name === 'index.html' || fs.statSync(file).isDirectory()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(
              name.split(path.sep).join('/'),
              new RawSource(fs.readFileSync(file)),
            );
          }
          compilation.emitAsset(
            `${SITE_META_DIR}/routes.json`,
            new RawSource(JSON.stringify([...SITE_ROUTES, ...APP_ONLY_ROUTES])),
          );
          compilation.emitAsset(
            `${SITE_META_DIR}/redirects.json`,
            new RawSource(JSON.stringify(HELP_REDIRECTS)),
          );
          const unlisted: string[] = [
            PATHS.profile,
            PATHS.cart,
            PATHS.search,
            PATHS.forgotPassword,
            PATHS.resetPassword,
          ];
          const indexable = Object.values(PATHS).filter((p) => !unlisted.includes(p));
          const sitemap = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...indexable.map((p) => `  <url><loc>${company.siteUrl}${p}</loc></url>`),
            '</urlset>',
            '',
          ].join('\n');
          compilation.emitAsset('sitemap.xml', new RawSource(sitemap));
          compilation.emitAsset(
            'robots.txt',
            new RawSource(
              `User-agent: *\nDisallow: /profile\nDisallow: /cart\nDisallow: /staff\nDisallow: /api/\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`,
            ),
          );
        },
      );
    });
  }
}

/**
 * Starts the named chunks' scripts with V8's `//# allFunctionsCalledOnLoad`, so that Chromium
 * compiles their functions while they download (docs/performance.md). Found by chunk name: the
 * chunks' files are named by their ids.
 */
export class EagerCompileHint {
  constructor(private readonly names: readonly string[]) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EagerCompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EagerCompileHint',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.names.includes(chunk.name ?? '')) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(
                  file,
                  (source) =>
                    new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
                );
          }
        },
      );
    });
  }
}

/**
 * Writes the build's manifest (DIST_DIR/.site/manifest.json: the entry point's files and each
 * named chunk group's own files), read by scripts/prerender.mjs (to link each page's CSS and preload
 * its code) and by scripts/check-budget.mjs (to weigh what each page loads).
 */
export class ManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const filesOf = (chunks: Iterable<webpack.Chunk>, skip = new Set<webpack.Chunk>()) => {
            const files = [...chunks]
              .filter((chunk) => !skip.has(chunk))
              .flatMap((chunk) => [...chunk.files])
              .map((file) => `${publicPath}${file}`);
            return {
              js: files.filter((f) => f.endsWith('.js')),
              css: files.filter((f) => f.endsWith('.css')),
            };
          };
          const entry = compilation.entrypoints.get('main');
          if (!entry) throw new Error('ManifestPlugin: no "main" entry point');
          const initial = new Set(entry.chunks);
          const chunks: Record<string, ChunkFiles> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name !== 'main') chunks[name] = filesOf(group.chunks, initial);
          }
          const manifest: BuildManifest = { entry: filesOf(entry.chunks), chunks };
          compilation.emitAsset(
            `${SITE_META_DIR}/manifest.json`,
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/** Files worth compressing: text, outside DIST_DIR/.site/. */
const COMPRESSIBLE = /^(?!\.site\/).*\.(js|css|svg|xml|txt|json)$/;

/** Brotli (quality 11) and gzip (level 9) copies of every compressible file. */
export const precompress = () => [
  new CompressionPlugin<zlib.BrotliOptions>({
    test: COMPRESSIBLE,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 512,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'gzip',
    filename: '[path][base].gz',
    compressionOptions: { level: 9 },
    threshold: 512,
    minRatio: 0.9,
  }),
];
