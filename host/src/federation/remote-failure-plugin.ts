import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const unavailableMarker = Symbol.for('exchange.remote-unavailable');

/** What `loadRemote` resolves to when a remote could not be reached or its entry failed. */
export interface RemoteUnavailable {
  [unavailableMarker]: true;
  id: string;
  error: unknown;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && unavailableMarker in value;
}

/** The lifecycles in which a remote itself failed, as opposed to a shared dependency. */
const remoteLifecycles = new Set(['beforeRequest', 'afterResolve', 'onLoad']);

/**
 * The federation layer of failure handling: a remote that is down or broken becomes a value the
 * host can show in place of the section, instead of an exception deep inside the runtime.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exchange-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (!remoteLifecycles.has(lifecycle)) return undefined;
      console.error(`Remote module ${id} could not be loaded (${lifecycle}).`, error);
      const unavailable: RemoteUnavailable = { [unavailableMarker]: true, id, error };
      return unavailable;
    },
  };
}
