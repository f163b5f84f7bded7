import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A program of one of Debian's packages: the path `variable` names, else `defaultPath` if installed. */
export function installedProgram(variable: string, defaultPath: string): string | undefined {
  const configured = process.env[variable];
  if (configured !== undefined && configured !== '') return configured;
  return existsSync(defaultPath) ? defaultPath : undefined;
}

/** A free loopback port, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
