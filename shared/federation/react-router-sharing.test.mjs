// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  reactRouterAlias,
  reactRouterBrowserEntry,
  reactRouterDistRequest,
  serverOnlyExports,
} from './react-router-sharing.mjs';
import { sharedDependencies } from './shared-dependencies.mjs';

const appDir = path.resolve(import.meta.dirname, '..');

/** The names react-router-browser.mjs re-exports, and the request it takes them from. */
function browserEntry() {
  const source = readFileSync(reactRouterBrowserEntry, 'utf8');
  const match = /export \{([^}]*)\} from '([^']+)';/.exec(source);
  if (!match) throw new Error('react-router-browser.mjs has no `export { … } from` statement');
  const names = match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { names, from: match[2] };
}

describe('react-router shared by its browser exports', () => {
  it('names every export of the installed react-router in exactly one of the two lists', () => {
    const { names } = browserEntry();
    const listed = [...names, ...serverOnlyExports];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.toSorted()).toEqual(Object.keys(reactRouter).toSorted());
  });

  it('keeps what the apps route and navigate with', () => {
    const { names } = browserEntry();
    for (const name of ['createBrowserRouter', 'RouterProvider', 'Outlet', 'Link', 'Navigate', 'useNavigate']) {
      expect(names).toContain(name);
    }
  });

  it('is the module the share scope provides as react-router, singleton like every shared library', () => {
    expect(sharedDependencies['react-router']).toMatchObject({
      import: reactRouterBrowserEntry,
      singleton: true,
      requiredVersion: `^${peerVersion('react-router')}`,
    });
  });

  it("takes react-router's production build in production and its development build otherwise", () => {
    const { from } = browserEntry();
    expect(from).toBe(reactRouterDistRequest);
    const production = reactRouterAlias(appDir, true);
    const development = reactRouterAlias(appDir, false);
    const productionFile = production[`${reactRouterDistRequest}$`];
    expect(productionFile).toMatch(/[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(productionFile ?? '')).toBe(true);
    // Builds without federation import react-router itself.
    expect(production['react-router$']).toBe(productionFile);
    expect(development[`${reactRouterDistRequest}$`]).toMatch(/[\\/]dist[\\/]development[\\/]index\.mjs$/);
    expect(development['react-router$']).toBeUndefined();
  });
});

/** @param {string} name */
function peerVersion(name) {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).peerDependencies[name];
}
