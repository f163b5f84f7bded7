import { seedsDir } from '../paths.js';
import type { Database } from './database.js';
import { readSqlFiles } from './sql-files.js';

/**
 * Runs every seed file in version order, each in its own transaction. Seeds are not recorded:
 * they run on every start and must be idempotent (INSERT … ON CONFLICT DO NOTHING), which keeps
 * reference data such as the sports list present without overwriting later edits.
 */
export async function runSeeds(db: Database, dir: string = seedsDir): Promise<readonly string[]> {
  const files = await readSqlFiles(dir, 'Seed');
  for (const file of files) {
    await db.transaction(async (tx) => {
      try {
        await tx.exec(file.sql);
      } catch (error) {
        throw new Error(`Seed ${file.filename} failed and was rolled back: ${(error as Error).message}`, {
          cause: error,
        });
      }
    });
  }
  return files.map((file) => file.filename);
}
