import { remoteOfModule, type RemoteModuleId, type RemoteModules, type RemoteName } from '@exchange/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { isRemoteUnavailable } from './remote-failure-plugin';
import { registeredRemote } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable-error';

export { registerAppRemotes } from './remote-registry';
export { RemoteUnavailableError } from './remote-unavailable-error';

const requests = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Forgets what the runtime and this module cached about a remote, including a failed fetch, so
 * the next load asks the remote afresh.
 */
export function reloadRemote(name: RemoteName): void {
  for (const id of requests.keys()) if (remoteOfModule(id) === name) requests.delete(id);
  const remote = registeredRemote(name);
  if (remote) registerRemotes([{ ...remote }], { force: true });
}

async function requestRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const remote = remoteOfModule(id);
  let loaded: unknown;
  try {
    loaded = await loadRemote<RemoteModules[Id]>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, id, error);
  }
  if (loaded === null || loaded === undefined || isRemoteUnavailable(loaded)) {
    throw new RemoteUnavailableError(remote, id, isRemoteUnavailable(loaded) ? loaded.error : undefined);
  }
  return loaded as RemoteModules[Id];
}

/**
 * The module a remote exposes. The same promise is returned until the remote is reloaded, so a
 * component can suspend on it across renders.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  let request = requests.get(id);
  if (!request) {
    request = requestRemoteModule(id);
    requests.set(id, request);
  }
  return request as Promise<RemoteModules[Id]>;
}
