import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

// rspack requires the configuration as the default export.
export default (_env, argv) =>
  createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'auth',
    uniqueName: process.env.UNIQUE_NAME ?? 'exchange_remote_auth',
    port: Number(process.env.AUTH_PORT ?? 3001),
    mode: argv.mode ?? 'production',
    exposes: { './pages': './src/expose/pages.ts' },
  });
