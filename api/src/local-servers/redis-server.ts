import { spawn } from 'node:child_process';

import { Redis } from 'ioredis';

import { freePort, installedProgram } from './programs.js';

/** Debian's `redis-server` (the redis-server package); REDIS_SERVER_PATH wins. */
export const redisServerPath = (): string | undefined => installedProgram('REDIS_SERVER_PATH', '/usr/bin/redis-server');

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A Redis server of its own for a test run or `npm run cluster`: on a free loopback port, keeping nothing on disk. It
 * answers before this resolves, and stops with `stop` (or with the run, being its child).
 */
export async function startRedisServer(program: string): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    program,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch (error) {
        if (attempt >= 100 || child.exitCode !== null)
          throw new Error(`redis-server did not start on ${url}`, { cause: error });
        probe.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    probe.disconnect();
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
