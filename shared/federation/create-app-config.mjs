import { existsSync } from 'node:fs';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { FirstScreenPreloadPlugin } from './first-screen-preload-plugin.mjs';
import { muiSharing } from './mui-sharing.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { reactRouterAlias } from './react-router-sharing.mjs';
import { assertExposesMatchContract } from './remote-exposes.mjs';
import { sharedDependencies } from './shared-dependencies.mjs';

const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/**
 * Packages whose code the host keeps in one chunk: MUI, emotion and their helpers. Every
 * component the host shares then costs one request, and no helper is copied into each
 * component's chunk.
 */
const hostMuiChunk =
  /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-transition-group|@popperjs|clsx|prop-types)[\\/](?!(system[\\/]colorManipulator|utils[\\/](clamp|formatMuiErrorMessage))[\\/])/;

/**
 * MUI's colour maths, which the platform package's theme runs on every first screen before MUI's
 * styles load (ADR 0038): in the platform's chunk, which MUI's styles then share.
 */
const colourMaths =
  /[\\/]node_modules[\\/]@mui[\\/](system[\\/]colorManipulator|utils[\\/](clamp|formatMuiErrorMessage))[\\/]/;

/**
 * The other libraries the host shares, all of which its first screen runs: one request instead of
 * one per library. react-is is among them: react-i18next's hoist-non-react-statics imports it, and
 * in the MUI chunk it would bring MUI to a page that renders none (ADR 0038).
 */
const hostLibsChunk =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|zustand|use-sync-external-store|hoist-non-react-statics|react-is|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|shared[\\/]federation[\\/]react-router-browser\.mjs$)/;

/**
 * The libraries of the pages that query and toast (TanStack Query, notistack with its goober), which
 * the auth pages never load (ADR 0033): one request of their own, when a page first needs them.
 */
const hostPlayerLibsChunk = /[\\/]node_modules[\\/](notistack|goober|@tanstack)[\\/]/;

/**
 * The files of the given MUI components (and, with `popper`, Popper's positioning engine), but not
 * the context and class-name files that other components import too.
 * @param {string[]} components
 * @param {{ popper?: boolean }} [options]
 */
function laterMuiChunk(components, { popper = false } = {}) {
  const folders = components.map((name) => name.replace(/[^A-Za-z_/-]/g, '').replaceAll('/', '[\\\\/]')).join('|');
  return new RegExp(
    `[\\\\/]node_modules[\\\\/](${popper ? '@popperjs[\\\\/]|' : ''}@mui[\\\\/]material[\\\\/](${folders})[\\\\/.](?!.*(Context|Classes)\\.mjs$))`,
  );
}

/**
 * The rspack configuration of one app (the host or a remote). Every build goes through here so
 * that the federation settings that matter (one shared map, MUI shared by public path, one
 * federation runtime, loaded-first, async startup, content hashes, a distinct uniqueName,
 * publicPath auto for remotes) cannot drift between teams.
 *
 * A remote's production build is two compilations into one dist/: the container
 * (`remoteEntry.js`, `mf-manifest.json`), which runs on the host's federation runtime, and the
 * standalone page (`index.html`), which bundles everything it needs to render the remote alone.
 *
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (holds src/, index.html, public/)
 * @param {'host' | 'auth' | 'sports' | 'casino' | 'account'} options.name federation container name
 * @param {string} options.uniqueName distinct per build, including each variant of one remote
 * @param {number} options.port dev server port
 * @param {Record<string, string>} [options.exposes] remote exposes, checked against the contract
 * @param {string[]} [options.laterMui] host only: MUI components that only its lazily loaded layouts
 *   use, kept in a chunk of their own (`mui-later`) so that other pages do not download them. One
 *   that a first screen uses after all costs that chunk's download, nothing more.
 * @param {string[]} [options.menuMui] host only: MUI components of menus, selects and popovers, which
 *   no first screen without a navbar shows (the auth pages open their language menu on demand), kept
 *   in a chunk of their own (`mui-menus`) that the pages load when they first need one of them.
 * @param {string} options.mode 'production' or 'development'
 */
export function createAppConfig(options) {
  const isHost = options.name === 'host';
  const production = options.mode !== 'development';
  if (!isHost) assertExposesMatchContract(options.name, options.exposes ?? {});
  if (isHost) return buildConfig(options, { role: 'host', production });
  // The dev server serves one compilation: there the container keeps its own federation runtime.
  if (!production) return buildConfig(options, { role: 'remote-dev', production });
  return [
    buildConfig(options, { role: 'container', production }),
    buildConfig(options, { role: 'standalone', production }),
  ];
}

/**
 * @param {Parameters<typeof createAppConfig>[0]} options
 * @param {{ role: 'host' | 'remote-dev' | 'container' | 'standalone', production: boolean }} build
 */
function buildConfig(
  { appDir, name, uniqueName, port, exposes, laterMui = [], menuMui = [], provideMui = [] },
  { role, production },
) {
  const isHost = role === 'host';
  const hasPage = role !== 'container';
  const federated = role !== 'standalone';
  const publicDir = path.join(appDir, 'public');
  const mui = federated ? muiSharing(appDir, isHost ? provideMui : []) : { shared: {}, alias: {}, plugins: [] };
  return {
    name: role,
    // The standalone page is written after the container, whose output.clean would delete it.
    dependencies: role === 'standalone' ? ['container'] : undefined,
    context: appDir,
    mode: production ? 'production' : 'development',
    entry: hasPage ? { main: './src/index' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    // A remote's lazily compiled chunks would ask the page's origin (the host's dev server) to
    // compile them, which never happens; its whole build takes a couple of seconds anyway.
    ...(role === 'remote-dev' && { lazyCompilation: false }),
    output: {
      path: path.join(appDir, 'dist'),
      // The host is served at its origin root; remotes resolve chunks against their own origin.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: role === 'standalone' ? `${uniqueName}_standalone` : uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: role !== 'standalone',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // @exchange/contracts is also compiled for Node, so its source names its modules `./x.js`.
      extensionAlias: { '.js': ['.ts', '.js'] },
      alias: { ...mui.alias, ...reactRouterAlias(appDir, production) },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      hasPage && new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
      // The host's page asks for the app and its shared libraries at once (host/src/index.ts names the
      // import). MUI's styling core is not among them: it comes with the player route (ADR 0038).
      isHost && production && new FirstScreenPreloadPlugin({ chunkGroups: ['app'], chunks: ['libs', 'platform'] }),
      hasPage && existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...mui.plugins,
      federated &&
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: { ...sharedDependencies, ...mui.shared },
          shareStrategy: 'loaded-first',
          manifest: true,
          // Type archives would be fetched across origins at build time; contracts live in shared.
          dts: false,
          dev: !production && { disableLiveReload: true },
          experiments: {
            asyncStartup: true,
            // One federation runtime per page: the host's main.js puts its runtime where a
            // production container looks for it, and the container ships none of its own.
            ...(isHost && { provideExternalRuntime: true }),
            ...(role === 'container' && { externalRuntime: true }),
            optimization: {
              // Leaves out the runtime's Node.js script loaders: every build runs in a browser.
              target: 'web',
              // A remote never loads another remote (DESIGN.md), so its container needs no remote loading.
              disableRemote: role === 'container',
            },
          },
        }),
      // Every script compiled while it downloads, off the main thread (ADR 0061).
      production && new CompileHintsPlugin(),
      // Brotli and gzip copies of every text asset, which the static servers send as they are.
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: production
      ? {
          // `BUILD_UNMINIFIED=1 npm run build`: readable function names in a profile (`npm run bench:profile`).
          minimize: process.env.BUILD_UNMINIFIED !== '1',
          chunkIds: 'deterministic',
          moduleIds: 'deterministic',
          ...(isHost && {
            splitChunks: {
              cacheGroups: {
                mui: { test: hostMuiChunk, name: 'mui', chunks: 'async', enforce: true, priority: 10 },
                ...(laterMui.length > 0 && {
                  muiLater: {
                    test: laterMuiChunk(laterMui, { popper: true }),
                    name: 'mui-later',
                    chunks: 'async',
                    enforce: true,
                    priority: 20,
                  },
                }),
                ...(menuMui.length > 0 && {
                  muiMenus: {
                    test: laterMuiChunk(menuMui),
                    name: 'mui-menus',
                    chunks: 'async',
                    enforce: true,
                    priority: 15,
                  },
                }),
                libs: { test: hostLibsChunk, name: 'libs', chunks: 'async', enforce: true, priority: 5 },
                playerLibs: {
                  test: hostPlayerLibsChunk,
                  name: 'player-libs',
                  chunks: 'async',
                  enforce: true,
                  priority: 5,
                },
                // The platform package (@exchange/shared) and the contracts it is built on, which every
                // screen runs: named, so that the page can ask for them with the app (FirstScreenPreloadPlugin).
                platform: {
                  test: (module) =>
                    ['shared', 'contracts'].some(
                      (folder) =>
                        module.resource?.startsWith(path.join(appDir, '..', folder, 'src') + path.sep) ?? false,
                    ) || colourMaths.test(module.resource ?? ''),
                  name: 'platform',
                  chunks: 'async',
                  enforce: true,
                  priority: 5,
                },
                // The entry asks for the first screen's layout beside the app (bootstrap), so neither
                // chunk can count on the other: what both use comes once, from a chunk of its own.
                common: {
                  test: (module) => module.resource?.startsWith(path.join(appDir, 'src') + path.sep) ?? false,
                  name: 'common',
                  chunks: 'async',
                  minChunks: 2,
                  enforce: true,
                },
              },
            },
          }),
        }
      : {},
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      // Brands are tried as <brand>.localhost, which resolves to loopback.
      allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
      headers: corsHeaders,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
