import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DataFolderError, LOCK_FILE_NAME, lockDataFolder, processIsRunning } from './data-folder.js';

let dataDir: string;
const releases: (() => Promise<void>)[] = [];
const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'data-folder-lock-'));
});

afterEach(async () => {
  for (const release of releases.splice(0)) await release();
  await rm(dataDir, { recursive: true, force: true });
});

const lock = async (options?: Parameters<typeof lockDataFolder>[1]) => {
  const release = await lockDataFolder(dataDir, options);
  releases.push(release);
  return release;
};

describe('a data folder lock', () => {
  it('names the process that holds it, and refuses another process while that one runs', async () => {
    await lock({ pid: 4242, isRunning: () => true });
    expect(await readFile(lockFile(), 'utf8')).toBe('4242\n');

    const other = lockDataFolder(dataDir, { pid: 4343, isRunning: (pid) => pid === 4242 });
    await expect(other).rejects.toThrow(DataFolderError);
    await expect(other).rejects.toThrow(`The data folder ${dataDir} is in use by another api process (4242)`);
    expect(await readFile(lockFile(), 'utf8')).toBe('4242\n');
  });

  it('counts a running Node process as a holder, and neither a process that has gone nor another program', async () => {
    expect(processIsRunning(process.pid)).toBe(true);
    const sleeper = spawn('sleep', ['30']);
    try {
      expect(sleeper.pid).toBeDefined();
      expect(processIsRunning(sleeper.pid ?? 0)).toBe(false);
    } finally {
      sleeper.kill();
    }
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    expect(processIsRunning(ended.pid ?? 0)).toBe(false);
  });

  it('refuses a second open in the same process', async () => {
    await lock();
    await expect(lockDataFolder(dataDir)).rejects.toThrow('is open already in this process');
  });

  it('is taken over from a process that has gone (a crash), or that this process was before', async () => {
    await writeFile(lockFile(), '4242\n');
    await lock({ pid: 4343, isRunning: () => false });
    expect(await readFile(lockFile(), 'utf8')).toBe('4343\n');
    for (const release of releases.splice(0)) await release();

    // A container starts its process under the same id every time.
    await writeFile(lockFile(), '4343\n');
    await lock({ pid: 4343, isRunning: () => true });
    expect(await readFile(lockFile(), 'utf8')).toBe('4343\n');
  });

  it('is taken over when its file names nobody (cut short by a crash)', async () => {
    await writeFile(lockFile(), '');
    await lock({ pid: 4343, isRunning: () => true });
    expect(await readFile(lockFile(), 'utf8')).toBe('4343\n');
  });

  it('is given back on release, and the folder can be opened again', async () => {
    const release = await lockDataFolder(dataDir, { pid: 4242 });
    await release();
    await expect(stat(lockFile())).rejects.toThrow(/ENOENT/);
    await lock({ pid: 4343 });
    expect(await readFile(lockFile(), 'utf8')).toBe('4343\n');
  });

  it('leaves a file another process wrote since alone on release', async () => {
    const release = await lockDataFolder(dataDir, { pid: 4242 });
    await writeFile(lockFile(), '4343\n');
    await release();
    expect(await readFile(lockFile(), 'utf8')).toBe('4343\n');
  });
});
