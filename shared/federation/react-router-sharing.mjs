import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The module every build shares as `react-router`: the package's browser exports, named one by one
 * (react-router-browser.mjs). The whole package is about 195 KB minified, a third of it code for
 * servers (request handlers, sessions, cookies, static rendering), React Server Components and
 * framework mode (`<Scripts>`, route module wrappers), none of which runs in a page that a data
 * router renders in the browser.
 */
export const reactRouterBrowserEntry = fileURLToPath(new URL('./react-router-browser.mjs', import.meta.url));

/**
 * The request react-router-browser.mjs imports the package by. It must not be `react-router`,
 * which federation would answer with the shared module itself.
 */
export const reactRouterDistRequest = '@exchange/react-router-dist';

/** react-router's exports that the shared module leaves out: none of them works in a browser app. */
export const serverOnlyExports = [
  // Servers: request handling, sessions and cookies, static rendering, the dev server.
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createRequestHandler',
  'createSession',
  'createSessionStorage',
  'createStaticHandler',
  'createStaticRouter',
  'isCookie',
  'isSession',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'UNSAFE_ServerMode',
  'unstable_setDevServerHooks',
  // React Server Components.
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'unstable_routeRSCServerRequest',
  'unstable_RSCStaticRouter',
  // Framework mode (route modules compiled by react-router's own build), and its test stub.
  'createRoutesStub',
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'Scripts',
  'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_FrameworkContext',
  'UNSAFE_getHydrationData',
  'UNSAFE_getPatchRoutesOnNavigationFunction',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'UNSAFE_hydrationRouteProperties',
  'UNSAFE_RemixErrorBoundary',
  'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_useFogOFWarDiscovery',
  'UNSAFE_WithComponentProps',
  'UNSAFE_withComponentProps',
  'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps',
  'UNSAFE_withHydrateFallbackProps',
];

/**
 * Aliases that point react-router at its own production build in production. Its package exports
 * give bundlers the development build whatever the mode, which warns in the console and carries
 * the warnings' code. Federated builds reach it through `reactRouterDistRequest`; a build without
 * federation (a remote's standalone page, the monolith) imports `react-router` itself.
 * @param {string} appDir
 * @param {boolean} production
 * @returns {Record<string, string>}
 */
export function reactRouterAlias(appDir, production) {
  const manifest = createRequire(path.join(appDir, 'noop.js')).resolve('react-router/package.json');
  const packageJson = JSON.parse(readFileSync(manifest, 'utf8'));
  const development = packageJson.exports['.'].import.default;
  const file = path.join(
    path.dirname(manifest),
    production ? development.replace('/development/', '/production/') : development,
  );
  return production
    ? { [`${reactRouterDistRequest}$`]: file, 'react-router$': file }
    : { [`${reactRouterDistRequest}$`]: file };
}
