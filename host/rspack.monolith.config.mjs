// `npm run build:monolith`: the host and every remote's pages as one ordinary bundle, without
// Module Federation, into host/dist-monolith. The benchmark (e2e/bench) serves it on the host's
// port to measure what federation costs; it is never deployed. Everything else is the host's
// production configuration, so the two builds differ only by federation.
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import hostConfig from './rspack.config.mjs';

const monolithRemoteModules = fileURLToPath(new URL('./monolith/remote-modules.ts', import.meta.url));

// rspack requires the configuration as the default export.
export default (env, argv) => {
  const config = hostConfig(env, { ...argv, mode: 'production' });
  return {
    ...config,
    output: {
      ...config.output,
      path: fileURLToPath(new URL('./dist-monolith', import.meta.url)),
      uniqueName: 'exchange_monolith',
    },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      // The host's only door to the remotes; everything that loads a page goes through it.
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]src[\\/]federation[\\/]remote-modules(?:\.ts)?$/,
        monolithRemoteModules,
      ),
    ],
  };
};
