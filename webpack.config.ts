import path from 'node:path';
import fs from 'node:fs';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { PATHS } from './src/config/paths';
import { HELP_REDIRECTS, SITE_ROUTES } from './src/config/siteRoutes';
import { APP_ONLY_ROUTES } from './src/config/appOnlyRoutes';
import { company } from './contract/values/company';
import type { BuildManifest, ChunkFiles } from './src/prerender';

const publicDir = path.resolve(__dirname, 'public');

/**
 * Build-time settings (DefinePlugin). Each API's base URL defaults to '' = the site's own origin,
 * so the bundled server answers them; a deployment can point any of them at another host.
 */
const buildSettings = {
  KESTREL_AUTH_API: process.env.KESTREL_AUTH_API ?? '',
  KESTREL_TESTIMONIALS_API: process.env.KESTREL_TESTIMONIALS_API ?? '',
  KESTREL_POSTS_API: process.env.KESTREL_POSTS_API ?? '',
  KESTREL_PRODUCTS_API: process.env.KESTREL_PRODUCTS_API ?? '',
  KESTREL_CONTACT_API: process.env.KESTREL_CONTACT_API ?? '',
  KESTREL_PROFILE_API: process.env.KESTREL_PROFILE_API ?? '',
  KESTREL_REQUEST_TIMEOUT_MS: process.env.KESTREL_REQUEST_TIMEOUT_MS ?? '0',
};

/**
 * What the server and the prerenderer read, not web content: kept in DIST_DIR/.site/, which the
 * server never serves (server/site/site.ts refuses every path segment that starts with a dot).
 */
export const SITE_META_DIR = '.site';

/** Static files from public/ (all but the HTML template), robots.txt, sitemap and routes list. */
class SiteFilesPlugin {
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
class EagerCompileHint {
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
class ManifestPlugin {
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

const defineSettings = () =>
  new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(buildSettings).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)]),
    ),
  );

/** A split chunk of the start-up code for the given packages of node_modules. */
const vendorGroup = (name: string, packages: string[], priority: number) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
  name,
  chunks: 'all' as const,
  priority,
  enforce: true,
});

/**
 * React Router's package points every condition at its development build, which keeps its
 * development warnings; the production build beside it is the same code without them.
 */
const routerProductionBuild = (production: boolean): Record<string, string> =>
  production
    ? {
        'react-router$': path.resolve(
          __dirname,
          'node_modules/react-router/dist/production/index.mjs',
        ),
        'react-router/dom$': path.resolve(
          __dirname,
          'node_modules/react-router/dist/production/dom-export.mjs',
        ),
      }
    : {};

/** Class names must match the browser build's, so the prerendered markup uses the same CSS. */
const cssModuleNames = (production: boolean) =>
  production ? '[hash:base64:6]' : '[name]__[local]';

type Argv = { mode?: string };

/** Files worth compressing: text, outside DIST_DIR/.site/. */
const COMPRESSIBLE = /^(?!\.site\/).*\.(js|css|svg|xml|txt|json)$/;

/** Brotli (quality 11) and gzip (level 9) copies of every compressible file. */
const precompress = () => [
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

/** The site, for browsers. */
const client = (argv: Argv): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  const apiServer = process.env.KESTREL_DEV_API ?? 'http://127.0.0.1:8080';
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // A lazily loaded chunk's file is named by its id, not its name: the runtime in every page's
      // start-up code then maps a chunk to its file by its hash alone, with no table of names
      // (about 0.2 kB brotli with the style sheets'). The manifest names each chunk's files.
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    // Source maps of the production build only when asked for (SOURCE_MAPS=1 npm run build):
    // they publish the source, and visitors do not need them.
    devtool: production
      ? process.env.SOURCE_MAPS === '1'
        ? 'source-map'
        : false
      : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: routerProductionBuild(production) },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        {
          test: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
          use: path.resolve(__dirname, 'scripts/webpack/pure-calls-loader.cjs'),
        },
        {
          test: /node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|immer)[\\/]dist[\\/].*\.mjs$/,
          use: path.resolve(__dirname, 'scripts/webpack/library-residue-loader.cjs'),
        },
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  localIdentName: cssModuleNames(production),
                },
              },
            },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      defineSettings(),
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        scriptLoading: 'defer',
      }),
      // The empty app shell again, as the prerenderer's template: it overwrites index.html with
      // the prerendered home page and writes every other page beside it.
      ...(production
        ? [
            new HtmlWebpackPlugin({
              template: path.join(publicDir, 'index.html'),
              filename: `${SITE_META_DIR}/shell.html`,
              scriptLoading: 'defer',
            }),
          ]
        : []),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[id].[contenthash:8].css' : 'assets/[name].css',
      }),
      new SiteFilesPlugin(),
      ...(production
        ? [
            new EagerCompileHint(['react', 'libs', 'boot']),
            new ManifestPlugin(),
            // Compressed once at build time, at the highest levels, and served as they are
            // (server/site/site.ts). Prerendered pages are compressed by scripts/prerender.mjs.
            ...precompress(),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // Terser told that the output is modern (the TypeScript target is ES2022) and that module
      // scope is private: shorter names and syntax for the same code.
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          module: true,
          compress: { passes: 3 },
        },
      },
      splitChunks: {
        chunks: 'all',
        // The libraries every page needs, in two files the browser fetches in parallel: React,
        // and the rest (React Router, Redux Toolkit and their helpers), which compress ~0.9 kB
        // smaller together than apart. Their code is compiled as it streams and evaluated in
        // stages (src/boot.tsx), so a larger file is not a longer task (docs/performance.md).
        cacheGroups: {
          // 'all': the entry point loads them with the app's boot chunk (src/main.tsx).
          react: vendorGroup('react', ['react', 'react-dom', 'scheduler'], 30),
          libs: vendorGroup(
            'libs',
            [
              'react-router',
              'react-router-dom',
              'cookie',
              '@reduxjs',
              'redux',
              'react-redux',
              'redux-thunk',
              'immer',
              'reselect',
              'use-sync-external-store',
              '@standard-schema',
              'jwt-decode',
            ],
            20,
          ),
        },
      },
    },
    // No `global` shim in every page's runtime: the one library naming it (Lexical's HTML
    // import, in the back office's rich text editor) reads it only where `window` is missing.
    node: { global: false },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 400_000 },
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/media'], target: apiServer, changeOrigin: false }],
    },
  };
};

/**
 * The same app bundled for Node, so scripts/prerender.mjs can render every static route to HTML
 * after the client build. It emits no assets: URLs and class names are the client build's.
 */
const prerender = (argv: Argv): webpack.Configuration => {
  const production = argv.mode !== 'development';
  return {
    name: 'prerender',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.resolve(__dirname, 'build/prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: routerProductionBuild(production) },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                auto: true,
                namedExport: false,
                exportOnlyLocals: true,
                localIdentName: cssModuleNames(production),
              },
            },
          },
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [defineSettings(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // The server keeps this bundle's source in its heap for as long as it runs (dist/.site/
    // render.cjs): whitespace and comments out, names shortened, and every character ASCII, so V8
    // stores it one byte a character rather than two (docs/performance.md). Not compressed: the
    // render's speed is the same either way, and the build stays quick.
    optimization: {
      minimize: production,
      minimizeOptions: {
        javascript: {
          compress: false,
          mangle: true,
          format: { ascii_only: true, comments: false },
        },
      },
    },
    performance: { hints: false },
  };
};

export default (_env: unknown, argv: Argv) => [client(argv), prerender(argv)];
