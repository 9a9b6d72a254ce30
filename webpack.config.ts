import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  EagerCompileHint,
  ManifestPlugin,
  SITE_META_DIR,
  SiteFilesPlugin,
  precompress,
} from './webpack.plugins';

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
