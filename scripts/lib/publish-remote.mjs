// Publishing a remote's build as an immutable version: `deploy/<remote>/<version>/`, a copy of the
// self-contained build folder, which a brand's `remotes` entry (or platform.json's default) then
// points at. Deploying is copying a folder; switching and rolling back are one edit (docs/deploy.md).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

import semver from 'semver';

import { manifestProblems } from './manifest-check.mjs';

/**
 * Every file under a folder with its bytes, by path relative to it.
 * @param {string} dir
 * @returns {Map<string, Buffer>}
 */
function filesUnder(dir) {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path));
  }
  return files;
}

/**
 * @param {string} a
 * @param {string} b
 */
function sameFiles(a, b) {
  const left = filesUnder(a);
  const right = filesUnder(b);
  return left.size === right.size && [...left].every(([path, bytes]) => right.get(path)?.equals(bytes) === true);
}

/**
 * @typedef {object} Publication
 * @property {string} version
 * @property {string} dir the version's folder
 * @property {string} remote the federation name a brand's `remotes` entry uses (`casino`)
 * @property {boolean} alreadyPublished the same files were there already
 */

/**
 * Copies a remote's build into `<releasesDir>/<version>/`, after checking its manifest against the
 * host's. A version never changes: publishing other files under a published version is refused;
 * publishing the same files again changes nothing. The copy is renamed into place once complete,
 * so a server never sends half a version.
 * @param {object} options
 * @param {string} options.buildDir the remote's build (holds mf-manifest.json)
 * @param {string} options.releasesDir `deploy/<remote>`
 * @param {unknown} options.hostManifest
 * @param {import('./manifest-check.mjs').RemoteContracts} options.contracts
 * @param {string} [options.version] defaults to the build's own version (its package.json's)
 * @returns {Publication}
 */
export function publishRemote({ buildDir, releasesDir, hostManifest, contracts, version }) {
  const manifestFile = join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the remote first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const problems = manifestProblems(manifest, hostManifest, contracts);
  if (problems.length > 0) {
    throw new Error(`This build does not fit the host, so it was not published:\n  - ${problems.join('\n  - ')}`);
  }
  const chosen = version ?? manifest.metaData?.buildInfo?.buildVersion;
  // Also keeps the folder name free of separators and dot segments.
  if (typeof chosen !== 'string' || semver.valid(chosen) !== chosen) {
    throw new Error(`The version must be semver, such as 1.4.0 or 1.4.0-rc.1 (got "${String(chosen)}").`);
  }
  const dir = join(releasesDir, chosen);
  const remote = String(manifest.name);
  if (existsSync(dir)) {
    if (sameFiles(buildDir, dir)) return { version: chosen, dir, remote, alreadyPublished: true };
    throw new Error(
      `${remote} ${chosen} is already published with other files; a version never changes: publish this build under a new version (--version).`,
    );
  }
  mkdirSync(releasesDir, { recursive: true });
  const partial = join(releasesDir, `.${chosen}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(buildDir, partial, { recursive: true });
  renameSync(partial, dir);
  return { version: chosen, dir, remote, alreadyPublished: false };
}
