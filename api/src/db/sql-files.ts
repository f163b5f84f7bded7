import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SqlFile {
  readonly version: number;
  readonly name: string;
  readonly filename: string;
  readonly sql: string;
  readonly checksum: string;
}

const sqlFileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

// Line endings and a byte-order mark depend on the checkout (git autocrlf, Windows editors), not
// on the migration, so they must not make an applied migration look edited.
const normalize = (text: string): string => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/**
 * Lists `NNNN_name.sql` files of a folder in version order. Other `.sql` names and duplicate
 * versions are errors rather than silently skipped, so a misnamed file cannot go unapplied.
 */
export async function readSqlFiles(dir: string, what: string): Promise<SqlFile[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    throw new Error(`Cannot read the ${what} folder ${dir}: ${(error as Error).message}`, {
      cause: error,
    });
  }

  const files: SqlFile[] = [];
  for (const filename of entries.filter((entry) => entry.endsWith('.sql')).sort()) {
    const match = sqlFileName.exec(filename);
    if (match === null) {
      throw new Error(
        `${what} file ${filename} in ${dir} must be named NNNN_lower_snake_name.sql (e.g. 0002_add_markets.sql)`,
      );
    }
    const sql = normalize(await readFile(path.join(dir, filename), 'utf8'));
    files.push({
      version: Number(match[1]),
      name: match[2] ?? '',
      filename,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }

  for (let i = 1; i < files.length; i += 1) {
    const previous = files[i - 1];
    const current = files[i];
    if (previous !== undefined && current !== undefined && previous.version === current.version) {
      throw new Error(
        `${what} files ${previous.filename} and ${current.filename} in ${dir} share version ${current.version}`,
      );
    }
  }
  return files;
}
