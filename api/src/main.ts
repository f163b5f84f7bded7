import { ConfigError } from './config.js';
import { MigrationError } from './db/migrations.js';
import { startApi } from './start.js';
import { loadStartupConfig } from './startup-secrets.js';

// Entry point of `node dist/main.js`. Configuration and migration problems are the operator's to
// fix, so they print as a plain message; anything else keeps its stack.
const reportAndExit = (error: unknown): never => {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
};

// Secrets come from the environment, or from the data folder, which generates them on first start.
const api = await (async () =>
  startApi(await loadStartupConfig(process.env, (message) => console.log(message))))().catch(reportAndExit);

let stopping = false;
const shutdown = (signal: NodeJS.Signals): void => {
  if (stopping) {
    // A second Ctrl+C means "now": skip waiting for open connections.
    process.exit(1);
  }
  stopping = true;
  api.app.log.info(`${signal} received, shutting down`);
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      api.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};

process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
