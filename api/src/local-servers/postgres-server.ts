import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { freePort } from './programs.js';

const run = promisify(execFile);

/** Debian's PostgreSQL programs (`/usr/lib/postgresql/<version>/bin`), the newest installed; POSTGRES_BIN_DIR wins. */
export function postgresBinDir(): string | undefined {
  const configured = process.env.POSTGRES_BIN_DIR;
  if (configured !== undefined && configured !== '') return configured;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

export interface PostgresServer {
  /** The address of `database` on this server, as the superuser `postgres` (trusted on loopback). */
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of its own for a test run or `npm run cluster`: a new cluster in a temporary folder, on a free
 * loopback port, tuned for tests (no fsync: a crash loses the run, not data anyone keeps). As root
 * it runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startPostgresServer(binDir: string): Promise<PostgresServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-postgres-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const pgRun = async (program: string, args: readonly string[]) => {
    const command = path.join(binDir, program);
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await run(command, [...args]);
  };
  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
    }
    await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    await pgRun('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    return {
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      async stop() {
        try {
          await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
