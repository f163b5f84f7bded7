import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as RegistryModule from './remote-registry';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), registerPlugins: vi.fn(), preloadRemote: vi.fn() }));

// The federation runtime is the boundary; the registry's own decisions run for real.
vi.mock('@module-federation/enhanced/runtime', () => runtime);

type Registry = typeof RegistryModule;
let registry: Registry;

const auth = { name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' } as const;
const sports = { name: 'sports', entry: 'http://localhost:3002/mf-manifest.json' } as const;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('./remote-registry');
});

afterEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(globalThis, 'auth');
});

describe('registerAppRemotes', () => {
  it('registers each remote once, however often start-up names it with the same entry', () => {
    registry.registerAppRemotes([auth, sports]);
    registry.registerAppRemotes([auth, sports]);
    expect(runtime.registerRemotes.mock.calls).toEqual([[[auth]], [[sports]]]);
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    expect(registry.registeredRemote('auth')).toEqual(auth);
  });

  it("replaces a remote whose entry the brand changed, and forgets the old entry's container", () => {
    registry.registerAppRemotes([auth]);
    // What the preloaded entry script left on the page.
    (globalThis as Record<string, unknown>).auth = { get: () => undefined, init: () => undefined };

    const swapped = { name: 'auth', entry: 'http://localhost:3011/mf-manifest.json' } as const;
    registry.registerAppRemotes([swapped]);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([swapped], { force: true });
    expect((globalThis as Record<string, unknown>).auth).toBeUndefined();
    expect(registry.registeredRemote('auth')).toEqual(swapped);
  });
});

describe('freshContainerPlugin', () => {
  it("empties the container global before an entry loads, so an old build's late script is never taken for it", async () => {
    registry.registerAppRemotes([auth]);
    const [plugins] = runtime.registerPlugins.mock.calls[0] as [
      { name: string; loadEntry?: (args: unknown) => unknown }[],
    ];
    const fresh = plugins.find((plugin) => plugin.name === 'exchange-fresh-container');
    // The default's preloaded entry ran after the brand's override was registered.
    (globalThis as Record<string, unknown>).auth = { get: () => undefined, init: () => undefined };
    expect(await fresh?.loadEntry?.({ remoteInfo: { name: 'auth', entryGlobalName: 'auth' } })).toBeUndefined();
    expect((globalThis as Record<string, unknown>).auth).toBeUndefined();
  });
});

describe('preloadRemoteModules', () => {
  it('asks the runtime for every chunk of each module, grouped by remote', async () => {
    registry.registerAppRemotes([auth, sports]);
    await registry.preloadRemoteModules(['sports/pages', 'sports/widgets', 'auth/pages', 'account/pages']);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'sports', exposes: ['./pages', './widgets'], resourceCategory: 'sync' },
      { nameOrAlias: 'auth', exposes: ['./pages'], resourceCategory: 'sync' },
    ]);
  });

  it('asks for nothing when no module is wanted', async () => {
    await registry.preloadRemoteModules([]);
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the load that follows', async () => {
    registry.registerAppRemotes([auth]);
    runtime.preloadRemote.mockRejectedValueOnce(new Error('manifest 503'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registry.preloadRemoteModules(['auth/pages'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Preloading'), expect.any(Error));
  });
});
