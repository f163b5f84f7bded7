// Registering and preloading remotes: nothing from @exchange/shared but types, so the start-up can
// do it before the shared libraries have loaded.
import type { RemoteModuleId, RemoteName } from '@exchange/shared';
import {
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

import { remoteFailurePlugin } from './remote-failure-plugin';
import type { RemoteEntry } from './resolve-remotes';

const registered = new Map<RemoteName, RemoteEntry>();
let pluginsRegistered = false;

/**
 * Drops the container an entry left on the page. A remote's container is a global named after the
 * remote (createAppConfig builds every app with its federation `name`), and the runtime reuses a
 * global it finds instead of loading another entry.
 */
function forgetContainer(name: string): void {
  const scope = globalThis as Record<string, unknown>;
  // A classic script's top-level `var` cannot be deleted; emptied, it no longer counts.
  if (!Reflect.deleteProperty(scope, name)) scope[name] = undefined;
}

/**
 * Every entry loads into an empty container global. Two builds of one remote (a brand's override,
 * and the default the start-up preloaded before the brand's settings said otherwise) use one global
 * name, and a script in flight cannot be stopped: the old entry may run after the swap, and the
 * runtime would take its container for the new one's. The runtime asks this hook once per entry,
 * just before loading it, with no script able to run in between.
 */
export function freshContainerPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exchange-fresh-container',
    loadEntry({ remoteInfo }) {
      forgetContainer(remoteInfo.entryGlobalName);
      return undefined;
    },
  };
}

/**
 * Registers the remotes with the federation runtime. Registering one again with the same entry
 * changes nothing (the start-up registers the defaults before the brand is known, start-app again
 * after); a remote whose entry changed, by a brand's override, is replaced and its old container
 * forgotten.
 */
export function registerAppRemotes(remotes: RemoteEntry[]): void {
  if (!pluginsRegistered) {
    registerPlugins([remoteFailurePlugin(), freshContainerPlugin()]);
    pluginsRegistered = true;
  }
  for (const remote of remotes) {
    const known = registered.get(remote.name);
    if (known?.entry === remote.entry) continue;
    if (known) {
      forgetContainer(remote.name);
      registerRemotes([{ ...remote }], { force: true });
    } else {
      registerRemotes([{ ...remote }]);
    }
    registered.set(remote.name, remote);
  }
}

/** The entry a remote is registered with, if it is. */
export function registeredRemote(name: RemoteName): RemoteEntry | undefined {
  return registered.get(name);
}

/** The remote part of a module id: `sports/pages` → `sports`. */
export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Fetches what the given modules need before anything renders them: each remote's manifest and
 * entry, and the module's own chunk. Not the chunks the module loads lazily (its pages, their
 * strings in every language): the manifest does not say which one the current page is, and the
 * page's chunk is fetched beside the remote's own libraries, which a page waits for anyway.
 * Nothing is evaluated but the remote's entry, so the shared libraries are negotiated later, as
 * usual, by the first `loadRemote`. A failed preload is left to that load, which reports it where
 * the section would be.
 */
export async function preloadRemoteModules(ids: readonly RemoteModuleId[]): Promise<void> {
  const exposesByRemote = new Map<RemoteName, string[]>();
  for (const id of ids) {
    const name = remoteNameOf(id);
    if (!registered.has(name)) continue;
    exposesByRemote.set(name, [...(exposesByRemote.get(name) ?? []), `.${id.slice(name.length)}`]);
  }
  if (exposesByRemote.size === 0) return;
  try {
    await preloadRemote(
      [...exposesByRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, resourceCategory: 'sync' })),
    );
  } catch (error) {
    console.warn('Preloading the first screen failed; its sections load on their own.', error);
  }
}
