import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

import { platformConfigForPorts } from '../scripts/lib/apps.mjs';

// rspack requires the configuration as the default export.
export default (_env, argv) =>
  createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'host',
    uniqueName: 'exchange_host',
    port: Number(process.env.HOST_PORT ?? 3000),
    mode: argv.mode ?? 'production',
    transformPublicJson: (text) => platformConfigForPorts(text),
  });
