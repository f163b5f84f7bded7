import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exchangePathConditions, writerCheckPath } from '../cluster/exchange-paths.js';
import { freePort, installedProgram } from './programs.js';

/** Debian's `haproxy` (the haproxy package); HAPROXY_PATH wins. */
export const haproxyPath = (): string | undefined => installedProgram('HAPROXY_PATH', '/usr/sbin/haproxy');

export interface LoadBalancer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy's configuration for api processes behind one address: calls and WebSockets spread
 * round robin over the processes that answer their health check, with no stickiness (a hub socket
 * may reach another process than its negotiation did). The exchange's calls go to the process that
 * writes it, the one that passes `writerCheckPath`, so that they are not forwarded; while no process
 * passes it (a writer is changing), they spread too, and the processes forward or refuse them.
 */
export function haproxyConfig(port: number, backends: readonly string[]): string {
  const servers = (check: string) =>
    backends.map((backend, index) => `  server api${index + 1} ${new URL(backend).host} ${check}`);
  return [
    'global',
    '  maxconn 8000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  option redispatch',
    // The client's address for the api processes, which trust it from here (TRUST_PROXY).
    '  option forwardfor',
    '  retries 2',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    ...exchangePathConditions().map((condition) => `  acl exchange_call ${condition}`),
    '  acl writer_known nbsrv(writer) gt 0',
    '  use_backend writer if exchange_call writer_known',
    '  default_backend apis',
    'backend apis',
    '  balance roundrobin',
    '  option httpchk GET /health',
    ...servers('check inter 500ms fall 2 rise 1'),
    'backend writer',
    `  option httpchk GET ${writerCheckPath}`,
    // A writer busy with bets answers its check late: it stays the writer until three checks fail.
    '  timeout check 2s',
    // A writer that has died refuses connections: it is out at the first refusal, not three checks later.
    ...servers('check inter 500ms fall 3 rise 1 observe layer4 error-limit 1 on-error mark-down'),
    '',
  ].join('\n');
}

/** HAProxy in front of `backends` (http://host:port each) on `port` (a free one by default), until `stop`. */
export async function startLoadBalancer(
  program: string,
  backends: readonly string[],
  port?: number,
): Promise<LoadBalancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-haproxy-'));
  port ??= await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, backends));
  const child = spawn(program, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Until HAProxy answers and one backend passes its health check.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answered = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
      throw new Error(`HAProxy did not answer on ${url}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
