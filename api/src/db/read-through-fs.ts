import { closeSync, lstatSync, openSync, readdirSync, readSync, type Stats } from 'node:fs';
import path from 'node:path';

import { BaseFilesystem, ERRNO_CODES, type FsStats } from '@electric-sql/pglite/basefs';

const CHUNK = 8192;
const DIR_MODE = 0o40700;
const FILE_MODE = 0o100600;

interface FileEntry {
  readonly kind: 'file';
  mode: number;
  mtime: number;
  /** The folder's own file this one reads through to, for the bytes below `sourceSize` not written since. */
  source: string | null;
  sourceSize: number;
  size: number;
  readonly chunks: Map<number, Uint8Array>;
}

interface DirEntry {
  readonly kind: 'dir';
  mode: number;
  mtime: number;
}

type Entry = FileEntry | DirEntry;

const fsError = (code: keyof typeof ERRNO_CODES, file: string): Error =>
  Object.assign(new Error(`${code}: ${file}`), { code: ERRNO_CODES[code] });

const statsOf = (mode: number, size: number, mtime: number): FsStats => ({
  dev: 0,
  ino: 0,
  mode,
  nlink: 1,
  uid: 0,
  gid: 0,
  rdev: 0,
  size,
  blksize: CHUNK,
  blocks: Math.ceil(size / CHUNK),
  atime: mtime,
  mtime,
  ctime: mtime,
});

/**
 * A view of a data folder for PGlite that reads the folder's files and keeps every change in memory:
 * whatever PostgreSQL writes while it starts (its control file, the write-ahead log, a crash's
 * recovery, a lock file) never reaches the folder. Used to try a folder before it is opened for real.
 */
export class ReadThroughFs extends BaseFilesystem {
  readonly #root: string;
  /** What differs from the folder: a changed or new file or folder, or null for one removed. */
  readonly #entries = new Map<string, Entry | null>();
  readonly #open = new Map<number, FileEntry>();
  readonly #sources = new Map<string, number>();
  #nextFd = 1;

  constructor(root: string) {
    super();
    this.#root = path.resolve(root);
  }

  override async closeFs(): Promise<void> {
    for (const fd of this.#sources.values()) closeSync(fd);
    this.#sources.clear();
  }

  #real(file: string): string {
    return path.join(this.#root, path.posix.normalize(`/${file}`));
  }

  #realStats(file: string): Stats | null {
    try {
      return lstatSync(this.#real(file));
    } catch {
      return null;
    }
  }

  #removed(file: string): boolean {
    for (let at = path.posix.dirname(file); at !== '/' && at !== '.'; at = path.posix.dirname(at)) {
      if (this.#entries.get(at) === null) return true;
    }
    return false;
  }

  /** The entry at `file`, made from the folder's own file or folder the first time it is asked for. */
  #entry(file: string): Entry {
    const key = path.posix.normalize(`/${file}`);
    const known = this.#entries.get(key);
    if (known !== undefined && known !== null) return known;
    const stats = known === null || this.#removed(key) ? null : this.#realStats(key);
    if (stats === null) throw fsError('ENOENT', key);
    const entry: Entry = stats.isDirectory()
      ? { kind: 'dir', mode: stats.mode, mtime: stats.mtimeMs }
      : {
          kind: 'file',
          mode: stats.mode,
          mtime: stats.mtimeMs,
          source: this.#real(key),
          sourceSize: stats.size,
          size: stats.size,
          chunks: new Map(),
        };
    this.#entries.set(key, entry);
    return entry;
  }

  #file(file: string): FileEntry {
    const entry = this.#entry(file);
    if (entry.kind !== 'file') throw fsError('EISDIR', file);
    return entry;
  }

  #fd(fd: number): FileEntry {
    const entry = this.#open.get(fd);
    if (entry === undefined) throw fsError('EBADF', String(fd));
    return entry;
  }

  /** Reads bytes of the folder's own file, as far as it still stands for this one. */
  #readSource(entry: FileEntry, target: Uint8Array, position: number): void {
    if (entry.source === null || position >= entry.sourceSize) return;
    let fd = this.#sources.get(entry.source);
    if (fd === undefined) {
      fd = openSync(entry.source, 'r');
      this.#sources.set(entry.source, fd);
    }
    const length = Math.min(target.length, entry.sourceSize - position);
    readSync(fd, target, 0, length, position);
  }

  #chunk(entry: FileEntry, index: number): Uint8Array {
    let chunk = entry.chunks.get(index);
    if (chunk === undefined) {
      chunk = new Uint8Array(CHUNK);
      this.#readSource(entry, chunk, index * CHUNK);
      entry.chunks.set(index, chunk);
    }
    return chunk;
  }

  chmod(file: string, mode: number): void {
    const entry = this.#entry(file);
    entry.mode = (entry.mode & ~0o7777) | (mode & 0o7777);
  }

  close(fd: number): void {
    this.#open.delete(fd);
  }

  fstat(fd: number): FsStats {
    const entry = this.#fd(fd);
    return statsOf(entry.mode, entry.size, entry.mtime);
  }

  lstat(file: string): FsStats {
    const entry = this.#entry(file);
    return statsOf(entry.mode, entry.kind === 'file' ? entry.size : 0, entry.mtime);
  }

  mkdir(file: string, options?: { recursive?: boolean; mode?: number }): void {
    const key = path.posix.normalize(`/${file}`);
    const parent = path.posix.dirname(key);
    if (options?.recursive === true && parent !== '/') {
      try {
        this.#entry(parent);
      } catch {
        this.mkdir(parent, options);
      }
    }
    let exists = true;
    try {
      this.#entry(key);
    } catch {
      exists = false;
    }
    if (exists) {
      if (options?.recursive === true) return;
      throw fsError('EEXIST', key);
    }
    this.#entries.set(key, { kind: 'dir', mode: DIR_MODE, mtime: Date.now() });
  }

  open(file: string): number {
    const entry = this.#file(file);
    const fd = this.#nextFd;
    this.#nextFd += 1;
    this.#open.set(fd, entry);
    return fd;
  }

  readdir(file: string): string[] {
    const key = path.posix.normalize(`/${file}`);
    const entry = this.#entry(key);
    if (entry.kind !== 'dir') throw fsError('ENOTDIR', key);
    const names = new Set<string>();
    try {
      for (const name of readdirSync(this.#real(key))) names.add(name);
    } catch {
      // A folder made here only: its names are all in the entries.
    }
    const prefix = key === '/' ? '/' : `${key}/`;
    for (const [at, value] of this.#entries) {
      if (!at.startsWith(prefix) || at.slice(prefix.length).includes('/') || at === key) continue;
      const name = at.slice(prefix.length);
      if (value === null) names.delete(name);
      else names.add(name);
    }
    return [...names];
  }

  read(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number {
    const entry = this.#fd(fd);
    const end = Math.min(position + length, entry.size);
    let at = position;
    while (at < end) {
      const index = Math.floor(at / CHUNK);
      const within = at - index * CHUNK;
      const count = Math.min(CHUNK - within, end - at);
      const target = buffer.subarray(offset + at - position, offset + at - position + count);
      const chunk = entry.chunks.get(index);
      if (chunk === undefined) {
        target.fill(0);
        this.#readSource(entry, target, at);
      } else {
        target.set(chunk.subarray(within, within + count));
      }
      at += count;
    }
    return Math.max(0, end - position);
  }

  rename(oldPath: string, newPath: string): void {
    const entry = this.#file(oldPath);
    this.#entries.set(path.posix.normalize(`/${newPath}`), entry);
    this.#entries.set(path.posix.normalize(`/${oldPath}`), null);
  }

  rmdir(file: string): void {
    const key = path.posix.normalize(`/${file}`);
    if (this.readdir(key).length > 0) throw fsError('ENOTEMPTY', key);
    this.#entries.set(key, null);
  }

  truncate(file: string, len = 0): void {
    const entry = this.#file(file);
    for (const index of entry.chunks.keys()) {
      if (index * CHUNK >= len) entry.chunks.delete(index);
    }
    const last = entry.chunks.get(Math.floor(len / CHUNK));
    last?.fill(0, len % CHUNK);
    entry.sourceSize = Math.min(entry.sourceSize, len);
    entry.size = len;
    entry.mtime = Date.now();
  }

  unlink(file: string): void {
    this.#file(file);
    this.#entries.set(path.posix.normalize(`/${file}`), null);
  }

  utimes(file: string, _atime: number, mtime: number): void {
    this.#entry(file).mtime = mtime;
  }

  writeFile(file: string, data: string | Uint8Array, options?: { mode?: number }): void {
    const entry: FileEntry = {
      kind: 'file',
      mode: FILE_MODE | ((options?.mode ?? 0o600) & 0o7777),
      mtime: Date.now(),
      source: null,
      sourceSize: 0,
      size: 0,
      chunks: new Map(),
    };
    this.#entries.set(path.posix.normalize(`/${file}`), entry);
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    this.#write(entry, bytes, 0);
  }

  write(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number {
    // PGlite hands over the memory's whole buffer here, not a view of it.
    const memory = ArrayBuffer.isView(buffer) ? buffer : new Uint8Array(buffer as ArrayBufferLike);
    this.#write(this.#fd(fd), memory.subarray(offset, offset + length), position);
    return length;
  }

  #write(entry: FileEntry, bytes: Uint8Array, position: number): void {
    let done = 0;
    while (done < bytes.length) {
      const at = position + done;
      const index = Math.floor(at / CHUNK);
      const within = at - index * CHUNK;
      const count = Math.min(CHUNK - within, bytes.length - done);
      this.#chunk(entry, index).set(bytes.subarray(done, done + count), within);
      done += count;
    }
    entry.size = Math.max(entry.size, position + bytes.length);
    entry.mtime = Date.now();
  }
}
