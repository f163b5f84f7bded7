import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';
import { rspack } from '@rspack/core';

import { withLocalPorts } from '../scripts/lib/apps.mjs';

/**
 * `public/platform.json` names the default local ports; a build for other ports (HOST_PORT,
 * AUTH_PORT, …, API_PORT) ships one that names those, so the host finds its remotes and the api.
 */
class LocalPortsPlatformConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LocalPortsPlatformConfig', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocalPortsPlatformConfig', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const asset = compilation.getAsset('platform.json');
          if (!asset) return;
          const text = asset.source.source().toString();
          const localised = withLocalPorts(text);
          if (localised !== text) compilation.updateAsset('platform.json', new rspack.sources.RawSource(localised));
        },
      );
    });
  }
}

// rspack requires the configuration as the default export.
export default (_env, argv) => {
  const config = createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'host',
    uniqueName: 'exchange_host',
    port: Number(process.env.HOST_PORT ?? 3000),
    mode: argv.mode ?? 'production',
  });
  return { ...config, plugins: [...config.plugins, new LocalPortsPlatformConfigPlugin()] };
};
