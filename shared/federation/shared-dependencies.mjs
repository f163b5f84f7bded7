import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { reactRouterBrowserEntry } from './react-router-sharing.mjs';

const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const sharedPackageName = sharedPackage.name;

/**
 * Every package that must exist once on a page, with an explicit semver version: pnpm's
 * `workspace:*` is not semver, and a singleton without a version cannot be negotiated.
 * The versions come from shared's peerDependencies, so there is one list to bump. i18next and
 * react-i18next are among them: one i18next instance holds every remote's namespace and the
 * player's language, which two copies would split.
 */
function singleton(name, version) {
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
}

const peers = sharedPackage.peerDependencies;

/** Keys with a trailing slash share the subpaths too (`react-dom/client`, `react/jsx-runtime`). */
const subpathShared = ['react', 'react-dom'];

/**
 * Shared by public path and state file instead (mui-sharing.mjs): one whole-package module would
 * ship all of MUI to every page.
 */
const sharedElsewhere = new Set(['@mui/material']);

/**
 * Not a peer (no app imports it), but @emotion/react creates its default cache with it and shared
 * creates the page's cache with it: one copy of the code that owns the page's <style> elements.
 */
const emotionCache = ['@emotion/cache', sharedPackage.dependencies['@emotion/cache']];

/**
 * Not a peer either: @emotion/react, @emotion/styled and MUI's style engine turn style objects into
 * CSS with it. Every MUI component a remote brings itself (one the host lacks) reaches it through
 * MUI's private styling code; shared, that component uses the host's copy instead of bringing its
 * own (about 2 KB compressed). Its version is the one @emotion/react is installed with.
 */
function installedBeside(dependent, name) {
  const fromShared = createRequire(new URL('../package.json', import.meta.url));
  const fromDependent = createRequire(fromShared.resolve(`${dependent}/package.json`));
  return [name, JSON.parse(readFileSync(fromDependent.resolve(`${name}/package.json`), 'utf8')).version];
}
const emotionSerialize = installedBeside('@emotion/react', '@emotion/serialize');

export const sharedDependencies = Object.fromEntries([
  ...[...Object.entries(peers), emotionCache, emotionSerialize]
    .filter(([name]) => !sharedElsewhere.has(name))
    .map(([name, version]) => [name, singleton(name, version)]),
  ...subpathShared.map((name) => [`${name}/`, singleton(name, peers[name])]),
  [sharedPackageName, { ...singleton(sharedPackageName, sharedPackage.version), import: sharedPackageName }],
  // Its browser exports only (react-router-sharing.mjs).
  ['react-router', { ...singleton('react-router', peers['react-router']), import: reactRouterBrowserEntry }],
]);
