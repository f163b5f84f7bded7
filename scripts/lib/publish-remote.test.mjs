import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadRemoteContracts } from './manifest-check.mjs';
import { publishRemote as publish } from './publish-remote.mjs';

const contracts = await loadRemoteContracts();
/** @param {Omit<Parameters<typeof publish>[0], 'contracts'>} options */
const publishRemote = (options) => publish({ ...options, contracts });

const react = { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' };
const hostManifest = { name: 'host', exposes: [], shared: [react] };

/** @type {string} */
let root;
/** @type {string} */
let buildDir;
/** @type {string} */
let releasesDir;

/**
 * Writes a casino build: its manifest and one chunk.
 * @param {{ version?: string, exposes?: { path: string }[], chunk?: string }} [build]
 */
function writeBuild({ version = '1.2.0', exposes = [{ path: './pages' }], chunk = 'one' } = {}) {
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(join(buildDir, 'static'), { recursive: true });
  const manifest = { name: 'casino', metaData: { buildInfo: { buildVersion: version } }, exposes, shared: [react] };
  writeFileSync(join(buildDir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(buildDir, 'static', 'page.0123456789.js'), chunk);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-'));
  buildDir = join(root, 'dist');
  releasesDir = join(root, 'deploy', 'casino');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishRemote', () => {
  it("copies the whole build to a folder named after the build's version", () => {
    writeBuild();
    const published = publishRemote({ buildDir, releasesDir, hostManifest });
    expect(published).toEqual({
      version: '1.2.0',
      dir: join(releasesDir, '1.2.0'),
      remote: 'casino',
      alreadyPublished: false,
    });
    expect(readFileSync(join(releasesDir, '1.2.0', 'static', 'page.0123456789.js'), 'utf8')).toBe('one');
    expect(readdirSync(releasesDir)).toEqual(['1.2.0']);
  });

  it('keeps every version: a new one goes beside the old, which stays for a rollback', () => {
    writeBuild();
    publishRemote({ buildDir, releasesDir, hostManifest });
    writeBuild({ chunk: 'two' });
    publishRemote({ buildDir, releasesDir, hostManifest, version: '1.3.0' });
    expect(readdirSync(releasesDir).sort()).toEqual(['1.2.0', '1.3.0']);
    expect(readFileSync(join(releasesDir, '1.2.0', 'static', 'page.0123456789.js'), 'utf8')).toBe('one');
  });

  it('never changes a published version, and publishing the same files again changes nothing', () => {
    writeBuild();
    publishRemote({ buildDir, releasesDir, hostManifest });
    expect(publishRemote({ buildDir, releasesDir, hostManifest }).alreadyPublished).toBe(true);
    writeBuild({ chunk: 'changed' });
    expect(() => publishRemote({ buildDir, releasesDir, hostManifest })).toThrow(/already published with other files/);
    expect(readFileSync(join(releasesDir, '1.2.0', 'static', 'page.0123456789.js'), 'utf8')).toBe('one');
  });

  it('refuses a build that does not fit the host, and a version that is not semver', () => {
    writeBuild({ exposes: [] });
    expect(() => publishRemote({ buildDir, releasesDir, hostManifest })).toThrow(/does not expose casino\/pages/);
    writeBuild();
    for (const version of ['../1.0.0', 'latest', '1.0']) {
      expect(() => publishRemote({ buildDir, releasesDir, hostManifest, version })).toThrow(/must be semver/);
    }
    expect(existsSync(releasesDir)).toBe(false);
  });
});
