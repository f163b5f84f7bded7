import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

import { PlatformPortsPlugin } from './platform-ports-plugin.mjs';

// rspack requires the configuration as the default export.
export default (_env, argv) => {
  const config = createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'host',
    uniqueName: 'exchange_host',
    port: Number(process.env.HOST_PORT ?? 3000),
    mode: argv.mode ?? 'production',
  });
  return { ...config, plugins: [...config.plugins, new PlatformPortsPlugin()] };
};
