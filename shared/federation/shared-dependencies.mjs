import { readFileSync } from 'node:fs';

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

export const sharedDependencies = Object.fromEntries([
  ...Object.entries(peers).map(([name, version]) => [name, singleton(name, version)]),
  ...subpathShared.map((name) => [`${name}/`, singleton(name, peers[name])]),
  [sharedPackageName, { ...singleton(sharedPackageName, sharedPackage.version), import: sharedPackageName }],
]);
