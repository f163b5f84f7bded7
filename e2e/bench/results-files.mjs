// Where the benchmarks write what they measured: bench/ and a section of the README.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import prettier from 'prettier';

import { repoRoot } from '../../scripts/lib/run.mjs';

export const benchDir = join(repoRoot, 'bench');
const readmeFile = join(repoRoot, 'README.md');

/**
 * `text` as the repository's Prettier settings format it.
 * @param {string} text
 * @param {string} filepath decides the parser
 */
export async function formatted(text, filepath) {
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...config, filepath });
}

/**
 * Replaces the README's section `name` (between `<!-- name:start -->` and `<!-- name:end -->`)
 * with `markdown`; a README without those markers stays as it is, with a warning.
 * @param {string} name
 * @param {string} markdown
 */
export async function embedInReadme(name, markdown) {
  const startMarker = `<!-- ${name}:start -->`;
  const endMarker = `<!-- ${name}:end -->`;
  const readme = readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start === -1 || end < start) {
    console.warn(`README.md has no ${startMarker} … ${endMarker} section; left as it is.`);
    return;
  }
  const updated = `${readme.slice(0, start + startMarker.length)}\n\n${markdown.trim()}\n\n${readme.slice(end)}`;
  writeFileSync(readmeFile, await formatted(updated, readmeFile));
}
