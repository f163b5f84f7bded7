import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { faultBrowserSpecs, faults, faultTag, faultUnitTestFiles } from './fault-suite.mjs';
import { repoRoot } from './run.mjs';

describe('the fault suite', () => {
  it('names a test for every fault, and every file it names exists', () => {
    for (const fault of faults) expect(fault.unit.length + fault.browser.length, fault.fault).toBeGreaterThan(0);
    const missing = [...faultUnitTestFiles, ...faultBrowserSpecs.map((spec) => join('e2e', spec))].filter(
      (file) => !existsSync(join(repoRoot, file)),
    );
    expect(missing).toEqual([]);
  });

  it('names only browser specs with tagged tests, and every spec with a tagged test', () => {
    const untagged = faultBrowserSpecs.filter(
      (spec) => !readFileSync(join(repoRoot, 'e2e', spec), 'utf8').includes(`{ tag: '${faultTag}' }`),
    );
    expect(untagged).toEqual([]);
    const tagged = readdirSync(join(repoRoot, 'e2e', 'tests'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => `tests/${file}`)
      .filter((spec) => readFileSync(join(repoRoot, 'e2e', spec), 'utf8').includes(`{ tag: '${faultTag}' }`));
    expect(tagged.sort()).toEqual([...faultBrowserSpecs].sort());
  });
});
