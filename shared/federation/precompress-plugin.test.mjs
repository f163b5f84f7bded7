import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildForTests } from './build-for-tests.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/** @type {string} */
let dir;
/** @type {string[]} */
let files;

const bigText = Array.from({ length: 300 }, (_, index) => `row ${index}`).join('\n');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  writeFileSync(join(dir, 'entry.js'), `console.log(${JSON.stringify(bigText)});`);
  await buildForTests({
    context: dir,
    mode: 'production',
    entry: { main: './entry.js' },
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:10].js' },
    plugins: [
      {
        // Stand-ins for what the real builds add: a manifest, a page, an operator-edited file, a tiny file.
        apply(compiler) {
          const { sources } = compiler.webpack;
          compiler.hooks.thisCompilation.tap('assets', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'assets', stage: 0 }, () => {
              compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify({ bigText })));
              compilation.emitAsset('index.html', new sources.RawSource(`<p>${bigText}</p>`));
              compilation.emitAsset('platform.json', new sources.RawSource(JSON.stringify({ bigText })));
              compilation.emitAsset('tiny.txt', new sources.RawSource('a'));
            });
          });
        },
      },
      new PrecompressPlugin(),
    ],
  });
  files = readdirSync(join(dir, 'dist')).sort();
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const read = (/** @type {string} */ name) => readFileSync(join(dir, 'dist', name));

describe('PrecompressPlugin', () => {
  it('writes a brotli and a gzip copy beside each script and manifest, each decoding to the file', () => {
    const script = files.find((name) => /^main\.[0-9a-f]{10}\.js$/.test(name));
    expect(script).toBeDefined();
    for (const name of [String(script), 'mf-manifest.json']) {
      const original = read(name);
      expect(brotliDecompressSync(read(`${name}.br`))).toEqual(original);
      expect(gunzipSync(read(`${name}.gz`))).toEqual(original);
      expect(read(`${name}.br`).length).toBeLessThan(original.length / 4);
    }
  });

  it('leaves pages, platform.json and files that would not shrink alone', () => {
    for (const name of ['index.html', 'platform.json', 'tiny.txt']) {
      expect(files).toContain(name);
      expect(files).not.toContain(`${name}.br`);
      expect(files).not.toContain(`${name}.gz`);
    }
  });
});
