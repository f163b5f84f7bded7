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
  matchesMedia: (query) => window.matchMedia(query).matches,
  fetch: (input, init) => window.fetch(input, init),
  registerRemotes: registerAppRemotes,
  preloadModules: preloadRemoteModules,
  // The router loads the same module when it renders the route, and reports a failure there.
  preloadLayout: (layout) => {
    if (isLazyLayout(layout)) void layoutLoaders[layout]().catch(() => undefined);
    if (layout !== 'auth') void loadPlayerRoute().catch(() => undefined);
  },
});

/** Lets the browser run what waits (input, paint, arriving responses) before going on. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app in tasks of their own: on a slow phone, resolving its shared modules and evaluating the
// libraries each take a while, and the browser gets a turn in between (the page has already asked for
// every chunk). The largest libraries are evaluated first, one task each; the app then finds them ready.
async function startInSteps(): Promise<void> {
  await yieldToBrowser();
  // zod's page-wide settings come before any library or schema (bootstrap.tsx imports them first too).
  await import(/* webpackChunkName: "app" */ './content-security-policy');
  await import(/* webpackChunkName: "app" */ './schema-messages');
  await import('react-dom/client');
  await yieldToBrowser();
  const { currentLanguage, firstScreenFormats } = await import('@exchange/shared');
  await yieldToBrowser();
  // The locale's number and date formatters, each in a task of its own: made now, while the page's
  // code is on its way, instead of inside the first render's task.
  for (const makeFormat of firstScreenFormats(currentLanguage())) {
    makeFormat();
    await yieldToBrowser();
  }
  const { bootstrap } = await import(/* webpackChunkName: "app" */ './bootstrap');
  bootstrap(early);
}

startInSteps().catch((error: unknown) => {
  console.error('The app could not be loaded.', error);
});
