import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildForTests } from './build-for-tests.mjs';
import { CompileHintsPlugin, compileHint } from './compile-hints-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/** @type {string} */
let dir;
/** @type {string[]} */
let files;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    join(dir, 'entry.js'),
    `/* a comment the minifier drops */
     function answer(text) { globalThis.answers.push(text); }
     answer('entry ran');
     globalThis.rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `row ${index}`))};`,
  );
  writeFileSync(join(dir, 'second.js'), `globalThis.answers.push('second ran');`);
  await buildForTests({
    context: dir,
    mode: 'production',
    entry: { main: './entry.js', second: './second.js' },
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:10].js' },
    plugins: [new CompileHintsPlugin(), new PrecompressPlugin()],
  });
  files = readdirSync(join(dir, 'dist')).sort();
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const read = (/** @type {string} */ name) => readFileSync(join(dir, 'dist', name), 'utf8');

describe('CompileHintsPlugin', () => {
  it("opens every minified script with V8's compile hint, in the compressed copies too", () => {
    const scripts = files.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const name of scripts) expect(read(name).startsWith(`${compileHint}\n`)).toBe(true);
    // The entry, large enough to be compressed: minified, then marked, then compressed.
    const main = String(scripts.find((name) => name.startsWith('main.')));
    const text = read(main);
    expect(text).not.toContain('a comment the minifier drops');
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist', `${main}.br`))).toString('utf8')).toBe(text);
  });

  it('leaves the scripts working', () => {
    const context = { answers: [] };
    for (const entry of ['main', 'second']) {
      const name = files.find((file) => file.startsWith(`${entry}.`) && file.endsWith('.js'));
      runInNewContext(read(String(name)), context);
    }
    expect(context.answers).toEqual(['entry ran', 'second ran']);
  });
});
