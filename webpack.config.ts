import path from 'node:path';
import fs from 'node:fs';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { HELP_REDIRECTS, SITE_ROUTES, PATHS } from './src/app/paths';
import { company } from './src/content/company';

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

/** Static files from public/ (all but the HTML template), robots.txt, sitemap and routes list. */
class SiteFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { RawSource } = webpack.sources;
          for (const name of fs.readdirSync(publicDir)) {
            if (name === 'index.html') continue;
            const file = path.join(publicDir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(SITE_ROUTES)));
          compilation.emitAsset('redirects.json', new RawSource(JSON.stringify(HELP_REDIRECTS)));
          const indexable = Object.values(PATHS).filter(
            (p) => p !== PATHS.profile && p !== PATHS.cart,
          );
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
              `User-agent: *\nDisallow: /profile\nDisallow: /cart\nDisallow: /api/\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`,
            ),
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
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
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
              filename: 'shell.html',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new SiteFilesPlugin(),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|immer|reselect|jwt-decode|cookie)[\\/]/,
            name: 'vendor',
            chunks: 'initial',
            priority: 10,
          },
        },
      },
    },
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
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
    optimization: { minimize: false },
    performance: { hints: false },
  };
};

export default (_env: unknown, argv: Argv) => [client(argv), prerender(argv)];
