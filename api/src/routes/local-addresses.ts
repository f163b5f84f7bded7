import { DEFAULT_PORT } from '../config.js';

const localAddress = /\/\/localhost:(\d+)(?![0-9])/g;

/**
 * The bundled demo settings (api/cdn/settings) name this api at its default local address,
 * `http://localhost:4000`, and the local apps at theirs (a brand's `remotes` override names
 * `http://localhost:3005`). An api started on another port (a second checkout beside the first, a
 * CI run next to a developer's stack) answers them with its own port, and with the app ports the
 * stack moved (`LOCAL_PORTS`), so a brand's `baseUrl`, hub, images and remotes point at the stack
 * that served them (or, behind a load balancer, at the balancer's port: `LOCAL_PORTS=4000=<port>`). Other hosts are left alone: an operator's settings name their real addresses.
 */
export function withOwnLocalAddress(
  settingsText: string,
  port: number,
  movedPorts: ReadonlyMap<number, number> = new Map(),
): string {
  const moves = new Map(movedPorts);
  // An api behind a load balancer is reached at the balancer's port, which LOCAL_PORTS names.
  if (port !== DEFAULT_PORT && port > 0 && !moves.has(DEFAULT_PORT)) moves.set(DEFAULT_PORT, port);
  if (moves.size === 0) return settingsText;
  return settingsText.replace(localAddress, (address, found: string) => {
    const moved = moves.get(Number(found));
    return moved === undefined ? address : `//localhost:${moved}`;
  });
}
