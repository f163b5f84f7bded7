import { ConfigError } from './config.js';
import { DataFolderError } from './db/data-folder.js';
import { MigrationError } from './db/migrations.js';
import { installProcessPolicy } from './process-policy.js';
import { startApi, type StartOptions } from './start.js';
import { loadStartupConfig } from './startup-secrets.js';

// Configuration, data folder and migration problems are the operator's to fix, so they print as a
// plain message; anything else keeps its stack.
const reportAndExit = (error: unknown): never => {
  if (error instanceof ConfigError || error instanceof DataFolderError || error instanceof MigrationError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
};

/**
 * Starts the api from the environment and serves until SIGINT or SIGTERM, then stops it in order.
 * Secrets come from the environment, or from the data folder, which generates them on first start.
 */
export async function serveApi(options: StartOptions = {}): Promise<void> {
  const api = await (async () =>
    startApi(await loadStartupConfig(process.env, (message) => console.log(message)), options))().catch(reportAndExit);

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
  // What a failure nothing else caught does: see process-policy.ts.
  installProcessPolicy({ log: api.app.log, stop: () => api.close() });
}
