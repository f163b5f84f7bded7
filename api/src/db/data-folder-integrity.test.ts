import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DataFolderError, LOCK_FILE_NAME } from './data-folder.js';
import { openPgliteDatabase } from './pglite.js';

let root: string;
let intact: string;
/** The file of the `pg_class` catalogue and of a table of the intact folder, relative to it. */
let catalogFile: string;
let walFile: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'data-folder-integrity-'));
  intact = path.join(root, 'intact');
  const db = await openPgliteDatabase(intact, { create: true });
  await db.exec("CREATE TABLE kept (id int PRIMARY KEY, label text); INSERT INTO kept VALUES (1, 'one');");
  const [row] = await db.query<{ file: string }>("SELECT pg_relation_filepath('pg_class') AS file");
  catalogFile = row?.file ?? '';
  await db.close();
  const wal = await readdir(path.join(intact, 'pg_wal'));
  walFile = path.join('pg_wal', wal.find((name) => /^[0-9A-F]{24}$/.test(name)) ?? '');
}, 60_000);

afterAll(() => rm(root, { recursive: true, force: true }));

/** Every file of a folder with its size, modification time and content hash. */
async function listing(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = await stat(file);
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    files[path.relative(folder, file)] = `${size} ${mtimeMs} ${hash}`;
  }
  return files;
}

let copies = 0;
async function damagedCopy(damage: (folder: string) => Promise<void>): Promise<string> {
  copies += 1;
  const folder = path.join(root, `damaged-${copies}`);
  await cp(intact, folder, { recursive: true, preserveTimestamps: true });
  await damage(folder);
  return folder;
}

const garble = async (file: string, size: number) => {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; at += 1) bytes[at] = (at * 7919 + 13) % 251;
  await writeFile(file, bytes);
};

const damages: [string, (folder: string) => Promise<void>, RegExp][] = [
  ['a control file cut short', (folder) => truncate(path.join(folder, 'global', 'pg_control'), 0), /could not open/],
  [
    'an overwritten control file',
    (folder) => garble(path.join(folder, 'global', 'pg_control'), 8192),
    /could not open/,
  ],
  [
    'an overwritten catalogue file under base/',
    (folder) => garble(path.join(folder, catalogFile), 8192 * 4),
    /damaged/,
  ],
  ['a catalogue file cut short', (folder) => truncate(path.join(folder, catalogFile), 8192), /damaged/],
  ['a missing write-ahead log', (folder) => unlink(path.join(folder, walFile)), /could not open/],
  [
    'a PG_VERSION and nothing else',
    async (folder) => {
      for (const entry of await readdir(folder)) {
        if (entry !== 'PG_VERSION') await rm(path.join(folder, entry), { recursive: true });
      }
    },
    /could not open/,
  ],
];

describe('a data folder whose database cannot be opened', () => {
  it.each(damages)('is refused, left as it is and given back, with %s', async (_, damage, reason) => {
    const folder = await damagedCopy(damage);
    const before = await listing(folder);

    const open = openPgliteDatabase(folder, { create: true });
    await expect(open).rejects.toThrow(DataFolderError);
    await expect(open).rejects.toThrow(reason);
    await expect(open).rejects.toThrow(
      new RegExp(
        `^The data folder ${folder} is damaged: .*\\. It was left as it is: restore it from a backup and start ` +
          'again\\. The api never replaces a data folder with a new database\\.$',
      ),
    );

    expect(await listing(folder)).toEqual(before);
    await expect(stat(path.join(folder, LOCK_FILE_NAME))).rejects.toThrow(/ENOENT/);
  });

  it('is refused when it holds database files but no PG_VERSION, even where a new database may be made', async () => {
    const folder = await damagedCopy((copy) => unlink(path.join(copy, 'PG_VERSION')));
    const before = await listing(folder);
    await expect(openPgliteDatabase(folder, { create: true })).rejects.toThrow(
      `The data folder ${folder} is damaged: it holds database files (global) but no PG_VERSION.`,
    );
    expect(await listing(folder)).toEqual(before);
  });

  it('does not stop an intact folder from opening, with its data', async () => {
    const db = await openPgliteDatabase(intact, { create: false });
    try {
      expect(await db.query('SELECT id, label FROM kept')).toEqual([{ id: 1, label: 'one' }]);
    } finally {
      await db.close();
    }
  });
});
