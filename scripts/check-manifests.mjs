// `npm run check:manifests [-- <manifest file or URL>… [--host <file or URL>]]`: checks remote
// manifests against the host's (scripts/lib/manifest-check.mjs). Without arguments: every remote's
// build and every version published under deploy/, against host/dist/mf-manifest.json.
import { parseArgs } from 'node:util';

import { builtManifests, checkManifests, hostManifestPath } from './lib/manifest-check.mjs';
import { runMain } from './lib/run.mjs';

runMain(async () => {
  const { values, positionals } = parseArgs({
    options: { host: { type: 'string', default: hostManifestPath } },
    allowPositionals: true,
  });
  const manifests = positionals.length > 0 ? positionals : builtManifests();
  const failed = await checkManifests({ manifests, host: values.host });
  if (failed > 0) {
    throw new Error(`${failed} of ${manifests.length} remote manifests do not fit the host.`);
  }
  console.log(`Every remote manifest (${manifests.length}) fits the host.`);
});
