import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

import { apiRoot } from '../paths.js';

/**
 * Loads the contracts package from its source, as the tests do: the process is plain Node, which
 * would otherwise resolve it to a `dist/` that may not be built.
 */
function contractsFromSource(): string {
  const source = pathToFileURL(path.join(apiRoot, '../contracts/src/index.ts')).href;
  const hooks = `export async function resolve(specifier, context, next) {
    return next(specifier === '@exchange/contracts' ? ${JSON.stringify(source)} : specifier, context);
  }`;
  const register = `import { register } from 'node:module';
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
  return `data:text/javascript,${encodeURIComponent(register)}`;
}

/** An api started as `node dist/main.js` runs, in a process of its own (from source, through tsx). */
export interface ApiProcess {
  readonly child: ChildProcess;
  /** Every line it has written, stdout and stderr. */
  readonly lines: string[];
  /** Resolves with its address once it listens; rejects with its output if it exits first. */
  readonly listening: Promise<string>;
  /** Resolves with its exit code (or signal) once it has ended. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  /** Stops it (SIGTERM) and waits for the end; nothing when it has ended already. */
  stop(): Promise<void>;
}

/** Starts the api on a free port with `env` (PATH, HOST and PORT are set here). */
export function startApiProcess(env: NodeJS.ProcessEnv): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', contractsFromSource(), 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const listening = new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream === null) continue;
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (address?.[1] !== undefined) resolve(address[1]);
      });
    }
    void exited.then((end) =>
      reject(new Error(`The api ended (${String(end)}) before listening:\n${lines.join('\n')}`)),
    );
  });
  // A test that expects the start to fail reads `exited` instead.
  listening.catch(() => undefined);
  return {
    child,
    lines,
    listening,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
