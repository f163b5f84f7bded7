import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/** The federation runtime the builds bundle, found the way the bundler finds it (pnpm keeps it out of reach). */
function runtimeCore() {
  let require = createRequire(path.join(import.meta.dirname, '..', 'package.json'));
  for (const name of ['@module-federation/enhanced', '@module-federation/runtime-tools', '@module-federation/runtime'])
    require = createRequire(require.resolve(name));
  return require('@module-federation/runtime-core');
}

describe('the federation runtime (patched, ADR 0062)', () => {
  it('registers a page’s shared modules once per share scope, however many of them it loads', async () => {
    const { ModuleFederation } = runtimeCore();
    const names = Array.from({ length: 40 }, (_, index) => `library-${index}`);
    let registrations = 0;
    const federation = new ModuleFederation({
      name: 'host',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: Object.fromEntries(
        names.map((name) => [
          name,
          {
            version: '1.0.0',
            get: () => Promise.resolve(() => ({ name })),
            shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
          },
        ]),
      ),
      plugins: [
        {
          name: 'count-registrations',
          afterRegisterShare() {
            registrations += 1;
          },
        },
      ],
    });
    registrations = 0;

    const loaded = [];
    for (const name of names) loaded.push((await federation.loadShare(name))());

    expect(loaded).toEqual(names.map((name) => ({ name })));
    // Once when the first load initialises the scope; unpatched, once per load: 40 × 40.
    expect(registrations).toBe(names.length);
  });

  it('answers each version and range on its own, asked again and again (its answers are remembered)', () => {
    const { satisfy } = runtimeCore();
    const cases = [
      ['7.3.1', '^7.0.0', true],
      ['7.3.1', '^8.0.0', false],
      ['8.0.0', '^7.0.0', false],
      ['8.0.0', '^8.0.0', true],
      ['1.4.0', '<=1.4.0', true],
      ['1.4.1', '<=1.4.0', false],
      ['19.3.1', '^19.0.0', true],
      ['', '^1.0.0', false],
    ];
    for (let round = 0; round < 3; round += 1)
      for (const [version, range, answer] of round === 1 ? [...cases].reverse() : cases)
        expect([version, range, satisfy(version, range)]).toEqual([version, range, answer]);
  });
});
