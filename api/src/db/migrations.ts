import { migrationsDir } from '../paths.js';
import type { Database, Queryable } from './database.js';
import { readSqlFiles, type SqlFile } from './sql-files.js';

// Any fixed number works; it only has to be the same for every process migrating this database.
// Taking it inside each transaction serialises api instances that start at the same time against
// one PostgreSQL, so none applies a migration twice.
const MIGRATION_LOCK_KEY = 4_206_031;

export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface AppliedMigration {
  readonly version: number;
  readonly name: string;
  readonly checksum: string;
}

export interface MigrationStatus {
  readonly applied: readonly AppliedMigration[];
  readonly pending: readonly SqlFile[];
}

export interface MigrationResult {
  /** File names applied by this run, in order. */
  readonly applied: readonly string[];
  /** Migrations recorded in the database after the run. */
  readonly total: number;
}

const lock = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);

async function ensureMigrationsTable(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer     PRIMARY KEY,
        name       text        NOT NULL,
        checksum   text        NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
}

const readApplied = (db: Queryable) =>
  db.query<{ version: number; name: string; checksum: string }>(
    'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
  );

/** Refuses to go on when the database and the migration files no longer tell the same story. */
function verify(applied: readonly AppliedMigration[], files: readonly SqlFile[], dir: string): void {
  const byVersion = new Map(files.map((file) => [file.version, file]));
  for (const migration of applied) {
    const file = byVersion.get(migration.version);
    const label = `${String(migration.version).padStart(4, '0')}_${migration.name}.sql`;
    if (file === undefined) {
      throw new MigrationError(
        `Migration ${label} is recorded as applied but is missing from ${dir}; the database is newer than this code.`,
      );
    }
    if (file.checksum !== migration.checksum) {
      throw new MigrationError(
        `Migration ${file.filename} was changed after it was applied (checksum ${migration.checksum.slice(0, 12)}… in the database, ${file.checksum.slice(0, 12)}… on disk). Applied migrations are immutable: restore the file and add a new migration instead.`,
      );
    }
  }
}

/** Applied and pending migrations, after checking that no applied file was edited or removed. */
export async function getMigrationStatus(db: Database, dir: string = migrationsDir): Promise<MigrationStatus> {
  const files = await readSqlFiles(dir, 'Migration');
  await ensureMigrationsTable(db);
  const applied = await readApplied(db);
  verify(applied, files, dir);
  const done = new Set(applied.map((migration) => migration.version));
  return { applied, pending: files.filter((file) => !done.has(file.version)) };
}

/**
 * Applies pending migrations in version order, each in its own transaction together with its
 * schema_migrations row, so a failing migration leaves no half-applied schema behind.
 */
export async function runMigrations(db: Database, dir: string = migrationsDir): Promise<MigrationResult> {
  const { pending } = await getMigrationStatus(db, dir);
  const applied: string[] = [];
  for (const file of pending) {
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      // Another instance may have applied it while this one waited for the lock.
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file.version]);
      if (existing.length > 0) return false;
      try {
        await tx.exec(file.sql);
      } catch (error) {
        throw new MigrationError(`Migration ${file.filename} failed and was rolled back: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        file.version,
        file.name,
        file.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(file.filename);
  }
  return { applied, total: await countAppliedMigrations(db) };
}

export async function countAppliedMigrations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*) AS count FROM schema_migrations');
  return row?.count ?? 0;
}
