// The monolith build's stand-in for src/federation/remote-modules.ts (rspack.monolith.config.mjs
// swaps it in): the same module ids resolve to dynamic imports of each remote's expose files, so
// the host and every page make one ordinary bundle with no federation runtime and no share scope.
// It exists only to measure what federation costs (`npm run bench`); nothing ships it. This is the
// one place the host imports remote source, which is why it lives outside src/.
import { remoteOfModule, type RemoteModuleId, type RemoteModules, type RemoteName } from '@exchange/shared';

import { RemoteUnavailableError } from '../src/federation/remote-unavailable-error';
import type { RemoteEntry } from '../src/federation/resolve-remotes';

export { RemoteUnavailableError };

// The paths are the `exposes` of each remote's rspack.config.mjs.
const importers: { [Id in RemoteModuleId]: () => Promise<RemoteModules[Id]> } = {
  'auth/pages': () => import('../../remote-auth/src/expose/pages'),
  'sports/pages': () => import('../../remote-sports/src/expose/pages'),
  'sports/widgets': () => import('../../remote-sports/src/expose/widgets'),
  'casino/pages': () => import('../../remote-casino/src/expose/pages'),
  'account/pages': () => import('../../remote-account/src/expose/pages'),
};

/** Nothing to register: every page is part of the bundle. */
export function registerAppRemotes(_remotes: RemoteEntry[]): void {}

const requests = new Map<RemoteModuleId, Promise<unknown>>();

/** Forgets a failed load (a chunk that did not arrive), so Retry asks the server again. */
export function reloadRemote(name: RemoteName): void {
  for (const id of requests.keys()) if (remoteOfModule(id) === name) requests.delete(id);
}

/** The module, the same promise until the remote is reloaded (components suspend on it). */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  let request = requests.get(id);
  if (!request) {
    request = importers[id]().catch((error: unknown) => {
      throw new RemoteUnavailableError(remoteOfModule(id), id, error);
    });
    requests.set(id, request);
  }
  return request as Promise<RemoteModules[Id]>;
}
