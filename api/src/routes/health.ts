import { countAppliedMigrations } from '../db/migrations.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import type { RouteModule } from './route-module.js';

export interface HealthResult {
  readonly status: 'ok';
  readonly database: 'pglite' | 'postgres';
  readonly migrations: number;
}

export const healthRoutes: RouteModule = async (app, { db }) => {
  app.get('/health', async () => {
    // Touching the database makes the check meaningful for load balancers and start scripts.
    const migrations = await countAppliedMigrations(db).catch((error: unknown) => {
      throw new HttpError(503, 'Database unavailable', { cause: error });
    });
    return ok<HealthResult>({ status: 'ok', database: db.kind, migrations });
  });
};
