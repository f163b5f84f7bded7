import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The live-casino variant of this remote: a second, independently deployed build of the same
 * `casino` container (same federation name and `casino/pages` contract, so a brand can point
 * `remotes.casino` at either), from `src/variant/`, with its own uniqueName (two builds sharing one
 * would reuse each other's chunks after a swap) and its own output folder and origin.
 * createAppConfig builds an app's `src/index` into `dist/`; only those two paths are moved here.
 */
const variant = (config) => ({
  ...config,
  entry: Object.keys(config.entry).length === 0 ? config.entry : { main: './src/variant/index' },
  output: { ...config.output, path: path.join(appDir, 'dist-variant') },
});

// rspack requires the configuration as the default export.
export default (_env, argv) => {
  const configs = createAppConfig({
    appDir,
    name: 'casino',
    uniqueName: 'exchange_remote_casino_variant',
    port: Number(process.env.CASINO_VARIANT_PORT ?? 3005),
    mode: argv.mode ?? 'production',
    exposes: { './pages': './src/variant/expose/pages.ts' },
  });
  return Array.isArray(configs) ? configs.map(variant) : variant(configs);
};
