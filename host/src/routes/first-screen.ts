import type { RemoteModuleId } from '@exchange/shared';

import { requiresAuth, routeTable, type AppRoute, type LayoutName } from './route-table';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A route pattern of the table as react-router matches it: a `:name` segment takes one segment,
 * `:name?` may be left out, and case is ignored.
 */
export function routePatternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const routePatterns = routeTable.map((route) => ({ route, pattern: routePatternRegExp(route.path) }));

/** The route of the table that `pathname` opens, if any (the rest go to the 404 page). */
export function routeOfPath(pathname: string): AppRoute | undefined {
  return routePatterns.find(({ pattern }) => pattern.test(pathname))?.route;
}

export interface FirstScreenContext {
  hostname: string;
  knownHostnames: readonly string[];
  /** Whether the browser holds an access token (the route guard's test). */
  loggedIn: boolean;
}

/**
 * The route the first screen of `pathname` shows: its own, or the login page where the route
 * guard sends a visitor.
 */
export function firstScreenRoute(pathname: string, context: FirstScreenContext): AppRoute | undefined {
  const route = routeOfPath(pathname);
  if (!route) return undefined;
  const guarded = requiresAuth(route, context.hostname, context.knownHostnames) && !context.loggedIn;
  return guarded ? routeOfPath('/auth/login') : route;
}

/**
 * Where the main layout keeps the sports sidebar beside the page: MUI's `md` breakpoint and up.
 * Narrower, the sidebar is a drawer the player opens, and nothing of it loads before.
 */
export const sidebarBesidePageQuery = '(min-width:900px)';

export interface FirstScreenModulesContext extends FirstScreenContext {
  /** Whether the screen matches `sidebarBesidePageQuery`. */
  sidebarBesidePage: boolean;
}

/**
 * The remote modules the first screen of `pathname` renders: its page's module and, where the
 * sidebar is beside the page, the main layout's sports menu. The start-up preloads them while the
 * brand's settings load.
 */
export function firstScreenModules(pathname: string, context: FirstScreenModulesContext): RemoteModuleId[] {
  const shown = firstScreenRoute(pathname, context);
  if (!shown) return [];
  const modules: RemoteModuleId[] = [];
  if ('moduleId' in shown.page) modules.push(shown.page.moduleId);
  if (shown.layout === 'main' && context.sidebarBesidePage) modules.push('sports/widgets');
  return modules;
}

/** The brand images each layout shows at once, by their settings field. */
export const layoutImages: Record<LayoutName, readonly ('mainLogo' | 'authLogoImage' | 'authBackgroundImage')[]> = {
  main: ['mainLogo'],
  casino: [],
  auth: ['authLogoImage', 'authBackgroundImage'],
  'full-page': [],
};
