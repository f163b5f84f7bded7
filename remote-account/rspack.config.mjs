import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

// rspack requires the configuration as the default export.
export default (_env, argv) =>
  createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'account',
    uniqueName: process.env.UNIQUE_NAME ?? 'exchange_remote_account',
    port: Number(process.env.ACCOUNT_PORT ?? 3004),
    mode: argv.mode ?? 'production',
    exposes: { './pages': './src/expose/pages.ts' },
  });
