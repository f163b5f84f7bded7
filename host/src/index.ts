// The entry. It imports nothing the federation shares, so it runs as soon as main.js has loaded:
// the early requests start while the app's code and the shared libraries are still on their way.
import './boot/style-nonce';
import { startEarly } from './boot/early-start';
import { preloadRemoteModules, registerAppRemotes } from './federation/remote-registry';
import { isLazyLayout, layoutLoaders, loadPlayerRoute } from './layouts/layout-loaders';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const early = startEarly({
  location: window.location,
  document,
  readStorage,
  fetch: (input, init) => window.fetch(input, init),
  registerRemotes: registerAppRemotes,
  preloadModules: preloadRemoteModules,
  // The router loads the same module when it renders the route, and reports a failure there.
  preloadLayout: (layout) => {
    if (isLazyLayout(layout)) void layoutLoaders[layout]().catch(() => undefined);
    if (layout !== 'auth') void loadPlayerRoute().catch(() => undefined);
  },
});

import(/* webpackChunkName: "app" */ './bootstrap')
  .then(({ bootstrap }) => bootstrap(early))
  .catch((error: unknown) => {
    console.error('The app could not be loaded.', error);
  });
