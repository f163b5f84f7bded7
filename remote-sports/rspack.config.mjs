import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

// rspack requires the configuration as the default export.
export default (_env, argv) =>
  createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'sports',
    uniqueName: process.env.UNIQUE_NAME ?? 'exchange_remote_sports',
    port: Number(process.env.SPORTS_PORT ?? 3002),
    mode: argv.mode ?? 'production',
    exposes: { './pages': './src/expose/pages.ts', './widgets': './src/expose/widgets.ts' },
  });
