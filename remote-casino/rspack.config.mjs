import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

// rspack requires the configuration as the default export.
export default (_env, argv) =>
  createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'casino',
    uniqueName: process.env.UNIQUE_NAME ?? 'exchange_remote_casino',
    port: Number(process.env.CASINO_PORT ?? 3003),
    mode: argv.mode ?? 'production',
    exposes: { './pages': './src/expose/pages.ts' },
  });
