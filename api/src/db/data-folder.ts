import { readFileSync } from 'node:fs';
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file that names the process holding a data folder. */
export const LOCK_FILE_NAME = 'api.pid';

/** PostgreSQL's version file, which PGlite writes into a data folder as it creates the database. */
const VERSION_FILE_NAME = 'PG_VERSION';

/** A data folder this api cannot open. */
export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Refuses a data folder that holds no database unless start-up may create one (`create`): a volume
 * that failed to mount looks like a new, empty exchange, with every player's money gone.
 */
export async function assertDataFolder(dataDir: string, create: boolean): Promise<void> {
  if (create || (await exists(path.join(dataDir, VERSION_FILE_NAME)))) return;
  const state = (await exists(dataDir)) ? 'holds no database' : 'does not exist';
  throw new DataFolderError(
    `The data folder ${dataDir} ${state}. If its volume should be mounted there, mount it and start again; ` +
      'to start a new, empty exchange in it, start once with CREATE_DATA_DIR=on.',
  );
}

/**
 * Whether a process with this id runs and may be an api: on Linux, one whose command is not Node's
 * is another program that was given the id since (a container's next start). A process of another
 * user answers EPERM, and runs.
 */
export function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (another system) or no right to read it: the process runs, and may be an api.
    return true;
  }
}

/** The folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the data folder for this process for as long as it runs, as PostgreSQL takes its own with
 * `postmaster.pid`: a file naming this process, created only where none is. One naming a process
 * that still runs refuses the start, naming it; one naming a process that has gone (a crash, a
 * kill), this process itself or its parent (a container's process ids repeat from one start to
 * the next) is left over, and replaced. Answers the release, which removes the file.
 */
export async function lockDataFolder(
  dataDir: string,
  { pid = process.pid, isRunning = processIsRunning }: { pid?: number; isRunning?: (pid: number) => boolean } = {},
): Promise<() => Promise<void>> {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE_NAME);
  const here = pid === process.pid;
  if (here && heldHere.has(folder)) {
    throw new DataFolderError(`The data folder ${folder} is open already in this process: open it once.`);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, `${pid}\n`, { flag: 'wx', mode: 0o600 });
      if (here) heldHere.add(folder);
      return async () => {
        if (here) heldHere.delete(folder);
        // Only this process's own file: never one another process wrote since.
        if ((await holderOf(file)) === pid) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(file);
    const leftOver = holder === null || holder === pid || holder === process.ppid || !isRunning(holder);
    if (!leftOver) throw inUse(folder, holder);
    await unlink(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  throw new DataFolderError(`The data folder ${folder} could not be taken: ${file} keeps coming back.`);
}

const inUse = (folder: string, holder: number): DataFolderError =>
  new DataFolderError(
    `The data folder ${folder} is in use by another api process (${holder}): one process at a time opens a data ` +
      'folder. Stop that one first, or give this one its own DATA_DIR (several processes share a PostgreSQL ' +
      'database instead: DATABASE_URL).',
  );

/** The process id a lock file names, or null when it names none (empty, or cut short by a crash). */
async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}
