import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';

import { buildForTests } from './build-for-tests.mjs';
import { FirstScreenPreloadPlugin } from './first-screen-preload-plugin.mjs';

/** @type {string[]} */
const dirs = [];

/**
 * Builds an entry that imports an app (named `app`), which imports a library split into a chunk
 * named `library`, and a page loaded later (unnamed); answers the page and the output's files.
 * @param {ConstructorParameters<typeof FirstScreenPreloadPlugin>[0]} options
 */
async function build(options) {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(join(dir, 'entry.js'), `import(/* webpackChunkName: "app" */ './app.js').then((app) => app.start());`);
  writeFileSync(
    join(dir, 'app.js'),
    `import { lib } from './lib.js';\nexport const start = () => import('./page.js').then(() => lib());`,
  );
  writeFileSync(join(dir, 'lib.js'), `export const lib = () => ${JSON.stringify('x'.repeat(200))};`);
  writeFileSync(join(dir, 'page.js'), `export const page = 1;`);
  await buildForTests({
    context: dir,
    mode: 'production',
    entry: { main: './entry.js' },
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:10].js', publicPath: '/' },
    optimization: {
      splitChunks: {
        cacheGroups: { library: { test: /lib\.js$/, name: 'library', chunks: 'async', enforce: true } },
      },
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: './index.html' }), new FirstScreenPreloadPlugin(options)],
  });
  const files = readdirSync(join(dir, 'dist'));
  return { html: readFileSync(join(dir, 'dist', 'index.html'), 'utf8'), files };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const preloads = (/** @type {string} */ html) =>
  [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map((match) => match[0].match(/href="([^"]+)"/)?.[1]);

describe('FirstScreenPreloadPlugin', () => {
  it("preloads the named group's scripts and the named chunks in the page's head, and nothing loaded later", async () => {
    const { html, files } = await build({ chunkGroups: ['app'], chunks: ['library'] });
    const named = (/** @type {string} */ prefix) =>
      `/${files.find((file) => file.startsWith(`${prefix}.`) && file.endsWith('.js'))}`;
    expect(preloads(html).sort()).toEqual([named('app'), named('library')].sort());
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    for (const link of html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? []) {
      expect(link).toContain('as="script"');
      // As low as the entry's deferred script: the first paint waits for none of them.
      expect(link).toContain('fetchpriority="low"');
    }
    // The page the app loads later has a chunk of its own, which is not asked for early; nor is the
    // entry, which the page's own script tag loads.
    const later = files.filter((file) => file.endsWith('.js') && !/^(main|app|library)\./.test(file));
    expect(later).toHaveLength(1);
    expect(preloads(html)).not.toContain(`/${later[0]}`);
    expect(preloads(html)).not.toContain(named('main'));
  }, 60_000);

  it('fails the build when a name it was given matches nothing, rather than preloading less', async () => {
    await expect(build({ chunkGroups: ['missing'] })).rejects.toThrow(/missing/);
  }, 60_000);
});
