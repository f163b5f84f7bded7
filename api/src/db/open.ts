import type { DatabaseConfig } from '../config.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite.js';
import { openPostgresDatabase, type PostgresOptions } from './postgres.js';

export function openDatabase(config: DatabaseConfig, options: PostgresOptions = {}): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgresDatabase(config.url, options)
    : openPgliteDatabase(config.dataDir, { create: config.create });
}
