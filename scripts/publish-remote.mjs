// `npm run publish:remote -- <remote> [--version <semver>]`: copies a remote's production build to
// deploy/<remote>/<version>/ (scripts/lib/publish-remote.mjs), where its own server serves it at
// <remote origin>/releases/<version>/, and says how to point a brand at it. Remotes: auth, sports,
// casino, account, casino-variant. See docs/deploy.md.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

import { appOfRelease } from './lib/apps.mjs';
import { hostManifestPath, loadRemoteContracts, readManifest } from './lib/manifest-check.mjs';
import { publishRemote } from './lib/publish-remote.mjs';
import { repoRoot, runMain } from './lib/run.mjs';

runMain(async () => {
  const { values, positionals } = parseArgs({
    options: { version: { type: 'string' }, host: { type: 'string', default: hostManifestPath } },
    allowPositionals: true,
  });
  const [release] = positionals;
  if (positionals.length !== 1 || release === undefined) {
    throw new Error('Name one remote: npm run publish:remote -- <remote> [--version <semver>]');
  }
  const app = appOfRelease(release);
  if (app.releasesDir === undefined) throw new Error(`${release} has no releases folder.`);
  const published = publishRemote({
    buildDir: app.dir,
    releasesDir: app.releasesDir,
    hostManifest: await readManifest(values.host),
    contracts: await loadRemoteContracts(),
    version: values.version,
  });
  const url = `${app.url}/releases/${published.version}/mf-manifest.json`;
  console.log(
    published.alreadyPublished
      ? `${release} ${published.version} was already published with these files: ${relative(repoRoot, published.dir)}`
      : `Published ${release} ${published.version} to ${relative(repoRoot, published.dir)}`,
  );
  console.log(`Served at ${url}`);
  console.log(`Point a brand at it in its settings file: "remotes": { "${published.remote}": "${url}" }`);
});
