import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { haproxyPath, startLoadBalancer } from '../local-servers/haproxy.js';
import { postgresBinDir, startPostgresServer } from '../local-servers/postgres-server.js';
import { freePort } from '../local-servers/programs.js';
import { redisServerPath, startRedisServer } from '../local-servers/redis-server.js';

// Entry point of `node dist/cluster/cluster-main.js` (`npm run cluster`): a deployment on this
// machine. A PostgreSQL server and a Redis server of its own, CLUSTER_PROCESSES api processes
// (3 by default) on them, and HAProxy in front of them on PORT, where one api would listen. A
// process that stops is started again after a second (it waits its turn for the exchange's lease).
// The database lives as long as the command: it starts empty each time.

const mainScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.js');

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`npm run cluster needs ${what}; npm run cluster installs it with apt-get.`);
  return value;
}

const binDir = required(postgresBinDir(), "PostgreSQL's programs (postgresql)");
const redisProgram = required(redisServerPath(), 'Redis (redis-server)');
const haproxy = required(haproxyPath(), 'HAProxy (haproxy)');
const count = Number(process.env['CLUSTER_PROCESSES'] ?? 3);
const port = Number(process.env['PORT'] ?? 4000);
const secret = () => randomBytes(32).toString('base64url');
const adminToken = process.env['ADMIN_TOKEN'] ?? secret();
const tokenSecret = process.env['TOKEN_SECRET'] ?? secret();

const postgres = await startPostgresServer(binDir);
const redis = await startRedisServer(redisProgram);
const admin = new pg.Client(postgres.url('postgres'));
await admin.connect();
await admin.query('CREATE DATABASE exchange');
await admin.end();

let stopping = false;
const children = new Set<ChildProcess>();

/** One api process on `apiPort`, started again a second after it stops. */
function runApi(apiPort: number): void {
  const child = spawn(process.execPath, [mainScript], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url('exchange'),
      REDIS_URL: redis.url,
      INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
      ADMIN_TOKEN: adminToken,
      TOKEN_SECRET: tokenSecret,
      // The brands' settings name the api at the load balancer's port, not at this process's, unless
      // LOCAL_PORTS says otherwise (its entries come last, and the last entry for a port wins).
      LOCAL_PORTS: [`4000=${port}`, process.env['LOCAL_PORTS']].filter(Boolean).join(','),
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
      // HAProxy and the other processes are on this machine: their X-Forwarded-For names the client.
      TRUST_PROXY: process.env['TRUST_PROXY'] ?? 'loopback',
    },
  });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.log(`The api on port ${apiPort} stopped (${signal ?? code}); starting it again in 1 s.`);
    setTimeout(() => runApi(apiPort), 1_000);
  });
}

/** CLUSTER_API_PORTS names the processes' ports (as many as CLUSTER_PROCESSES); free ports otherwise. */
const apiPorts: number[] = (process.env['CLUSTER_API_PORTS'] ?? '')
  .split(',')
  .filter((entry) => entry.trim() !== '')
  .map(Number);
if (
  apiPorts.length > 0 &&
  (apiPorts.length !== count || apiPorts.some((apiPort) => !(apiPort > 0 && apiPort < 65536)))
) {
  throw new Error(`CLUSTER_API_PORTS must name ${count} ports (CLUSTER_PROCESSES), separated by commas.`);
}
while (apiPorts.length < count) apiPorts.push(await freePort());
// The first one migrates and seeds before the others start.
runApi(apiPorts[0] ?? 0);
const ready = async (url: string) =>
  fetch(`${url}/health`).then(
    (response) => response.ok,
    () => false,
  );
while (!(await ready(`http://127.0.0.1:${apiPorts[0]}`))) await new Promise((resolve) => setTimeout(resolve, 200));
for (const apiPort of apiPorts.slice(1)) runApi(apiPort);

const balancer = await startLoadBalancer(
  haproxy,
  apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`),
  port,
);
console.log(
  `The api cluster answers on ${balancer.url}: ${count} processes (ports ${apiPorts.join(', ')}) on PostgreSQL and Redis, behind HAProxy.`,
);
if (process.env['ADMIN_TOKEN'] === undefined) console.log(`Its admin token for this run: ${adminToken}`);

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await balancer.stop();
  const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
  await Promise.allSettled([redis.stop(), postgres.stop()]);
  process.exit(0);
}
// A second signal while stopping changes nothing: the servers are stopped in order either way.
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
