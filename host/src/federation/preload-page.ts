import { hasAccessToken, type PageComponent, type PageParams, type RemoteModuleId } from '@exchange/shared';
import { matchPath } from 'react-router';

import { firstScreenRoute, type FirstScreenContext } from '../routes/first-screen';
import { loadRemoteModule } from './remote-modules';

/** The `preload` of a remote module's export, when the export is a page that has one. */
function preloadOf(exported: unknown): PageComponent['preload'] {
  if (exported === null || (typeof exported !== 'function' && typeof exported !== 'object')) return undefined;
  const { preload } = exported as PageComponent;
  return typeof preload === 'function' ? preload : undefined;
}

/**
 * Once the remote's module is in, asks its page to start loading its code and first data for the
 * route's parameters (`PageComponent.preload`). A remote that cannot load is left to the mount,
 * which shows it with a Retry.
 */
export function preloadRemotePage(moduleId: RemoteModuleId, exportName: string, params: PageParams): void {
  loadRemoteModule(moduleId).then(
    (module) => {
      try {
        preloadOf(Reflect.get(module, exportName))?.(params);
      } catch (error) {
        console.warn(`${moduleId} ${exportName}: preloading the page failed; it loads when it renders.`, error);
      }
    },
    () => undefined,
  );
}

/**
 * Preloads the remote page the first screen shows (the route's own, or none where the route guard
 * sends the visitor to log in), while the layout around it is still loading.
 */
export function preloadFirstPage(pathname: string, context: Omit<FirstScreenContext, 'loggedIn'>): void {
  const route = firstScreenRoute(pathname, { ...context, loggedIn: hasAccessToken() });
  if (route === undefined || !('moduleId' in route.page)) return;
  const params = matchPath({ path: route.path, caseSensitive: false }, pathname)?.params ?? {};
  preloadRemotePage(route.page.moduleId, route.page.exportName, params);
}
