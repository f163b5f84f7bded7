export type { Database, DatabaseKind, Queryable, Row } from './database.js';
export { openDatabase } from './open.js';
export {
  countAppliedMigrations,
  getMigrationStatus,
  MigrationError,
  runMigrations,
  type AppliedMigration,
  type MigrationResult,
  type MigrationStatus,
} from './migrations.js';
export { runSeeds } from './seeds.js';
