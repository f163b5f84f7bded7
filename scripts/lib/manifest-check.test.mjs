import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  checkManifests,
  loadRemoteContracts,
  manifestProblems as problemsWith,
  packageOfShareKey,
} from './manifest-check.mjs';

const contracts = await loadRemoteContracts();
/**
 * @param {unknown} manifest
 * @param {unknown} hostManifest
 */
const manifestProblems = (manifest, hostManifest) => problemsWith(manifest, hostManifest, contracts);

/**
 * @param {string} name
 * @param {string} version
 * @param {string} [requiredVersion]
 */
const shared = (name, version, requiredVersion = `^${version}`) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});

const host = {
  name: 'host',
  exposes: [],
  shared: [
    shared('react', '19.3.1'),
    shared('react-dom/', '19.3.1'),
    shared('@mui/material/styles', '9.5.0'),
    shared('@mui-file/@mui/system/DefaultPropsProvider/DefaultPropsProvider.mjs', '9.5.0'),
    shared('@exchange/shared', '0.1.0'),
  ],
};

/** A casino build as the federation plugin writes it (trimmed to what the check reads). */
const casino = (overrides = {}) => ({
  id: 'casino',
  name: 'casino',
  metaData: { name: 'casino', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ id: 'casino:pages', name: 'pages', path: './pages', assets: {} }],
  shared: [shared('react', '19.3.1'), shared('@mui/material/Chip', '9.5.0'), shared('@exchange/shared', '0.1.0')],
  remotes: [],
  ...overrides,
});

describe('manifestProblems', () => {
  it('accepts a remote that exposes its contract and shares what the host offers', () => {
    expect(manifestProblems(casino(), host)).toEqual([]);
  });

  it('fails a manifest that lacks an expose the host requires', () => {
    expect(manifestProblems(casino({ exposes: [] }), host)).toEqual([
      "it does not expose casino/pages, which the host's contract requires",
    ]);
    const sportsWithoutWidgets = casino({
      id: 'sports',
      name: 'sports',
      exposes: [{ id: 'sports:pages', name: 'pages', path: './pages' }],
    });
    expect(manifestProblems(sportsWithoutWidgets, host)).toEqual([
      "it does not expose sports/widgets, which the host's contract requires",
    ]);
  });

  it("fails a shared library outside the host's range, either way round", () => {
    const newerReact = casino({ shared: [shared('react', '20.0.0')] });
    expect(manifestProblems(newerReact, host)).toEqual([
      "it shares react 20.0.0, outside the host's range ^19.3.1",
      'it requires react ^20.0.0, but the host provides 19.3.1',
    ]);
    const needsNewerShared = casino({ shared: [shared('@exchange/shared', '0.1.0', '^0.2.0')] });
    expect(manifestProblems(needsNewerShared, host)).toEqual([
      'it requires @exchange/shared ^0.2.0, but the host provides 0.1.0',
    ]);
  });

  it("holds a component only the remote shares to the platform's MUI version", () => {
    const nextMui = casino({ shared: [shared('@mui/material/Chip', '10.0.0')] });
    expect(manifestProblems(nextMui, host)).toContain(
      "it shares @mui/material/Chip 10.0.0, outside the host's range ^9.5.0",
    );
    // A library the host does not share at all is the remote's own business.
    expect(manifestProblems(casino({ shared: [shared('date-fns', '4.1.0')] }), host)).toEqual([]);
  });

  it('refuses what is not a manifest, or a remote the host does not know', () => {
    expect(manifestProblems({ name: 'casino' }, host)).toEqual([
      'it is not a federation manifest (name, exposes and shared are required)',
    ]);
    expect(manifestProblems(casino({ name: 'poker' }), host)[0]).toMatch(
      /"poker" is not a remote of the host's contracts/,
    );
  });
});

describe('packageOfShareKey', () => {
  it('names the package of each kind of share key', () => {
    expect(packageOfShareKey('react-dom/')).toBe('react-dom');
    expect(packageOfShareKey('@mui/material/Chip')).toBe('@mui/material');
    expect(packageOfShareKey('@mui-file/@mui/system/cssVars/createCssVarsProvider.mjs')).toBe('@mui/system');
    expect(packageOfShareKey('zustand')).toBe('zustand');
  });
});

describe('checkManifests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'manifests-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each manifest and counts those that do not fit', async () => {
    const write = (/** @type {string} */ name, /** @type {unknown} */ body) => {
      writeFileSync(join(dir, name), JSON.stringify(body));
      return join(dir, name);
    };
    const hostFile = write('host.json', host);
    const good = write('good.json', casino());
    const broken = write('broken.json', casino({ exposes: [] }));
    /** @type {string[]} */
    const lines = [];
    const failed = await checkManifests({
      manifests: [good, broken, join(dir, 'missing.json')],
      host: hostFile,
      log: (line) => lines.push(line),
    });
    expect(failed).toBe(2);
    expect(lines[0]).toMatch(/^ok {4}.*good\.json$/);
    expect(lines[1]).toMatch(/^FAIL {2}.*broken\.json$/);
    expect(lines[2]).toContain('does not expose casino/pages');
    expect(lines.at(-1)).toMatch(/cannot be read/);
  });
});
