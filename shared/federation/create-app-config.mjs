import { existsSync } from 'node:fs';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { assertExposesMatchContract } from './remote-exposes.mjs';
import { sharedDependencies } from './shared-dependencies.mjs';

const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/**
 * The rspack configuration of one app (the host or a remote). Every build goes through here so
 * that the federation settings that matter (one shared map, loaded-first, async startup, content
 * hashes, a distinct uniqueName, publicPath auto for remotes) cannot drift between teams.
 *
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (holds src/, index.html, public/)
 * @param {'host' | 'auth' | 'sports' | 'casino' | 'account'} options.name federation container name
 * @param {string} options.uniqueName distinct per build, including each variant of one remote
 * @param {number} options.port dev server port
 * @param {Record<string, string>} [options.exposes] remote exposes, checked against the contract
 * @param {string} options.mode 'production' or 'development'
 * @param {(text: string, fileName: string) => string} [options.transformPublicJson] rewrites each
 *   JSON file of public/ on its way to dist/ (the host fits platform.json to the ports in use)
 */
export function createAppConfig({ appDir, name, uniqueName, port, exposes, mode, transformPublicJson }) {
  const isHost = name === 'host';
  const production = mode !== 'development';
  if (!isHost) assertExposesMatchContract(name, exposes ?? {});

  const publicDir = path.join(appDir, 'public');
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The host is served at its origin root; remotes resolve chunks against their own origin.
      publicPath: isHost ? '/' : 'auto',
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
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
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
      existsSync(publicDir) &&
        new rspack.CopyRspackPlugin({
          patterns: [
            {
              from: publicDir,
              ...(transformPublicJson && {
                transform: (input, fileName) =>
                  fileName.endsWith('.json') ? transformPublicJson(input.toString('utf8'), fileName) : input,
              }),
            },
          ],
        }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        manifest: true,
        // Type archives would be fetched across origins at build time; contracts live in shared.
        dts: false,
        dev: !production && { disableLiveReload: true },
        experiments: { asyncStartup: true },
      }),
    ].filter(Boolean),
    optimization: production ? { chunkIds: 'deterministic', moduleIds: 'deterministic' } : {},
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
