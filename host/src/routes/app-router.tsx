import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { AuthLayout } from '../layouts/auth-layout';
import { FullPageLayout } from '../layouts/full-page-layout';
import { layoutLoaders, loadPlayerRoute, type LazyLayoutName } from '../layouts/layout-loaders';
import { AppChrome } from './app-chrome';
import { playerRouteHandle } from './player-route-handle';
import { RouteGate } from './route-gate';
import { notFoundPath } from './route-redirects';
import { routeTable, routeTitleKey, type AppRoute, type LayoutName } from './route-table';

export function toRouteObjects(routes: readonly AppRoute[], layout: LayoutName): RouteObject[] {
  return routes
    .filter((route) => route.layout === layout)
    .map((route) => ({
      path: route.path,
      handle: { title: route.title, titleKey: routeTitleKey(route), remotePage: 'moduleId' in route.page },
      element: <RouteGate route={route} />,
    }));
}

/** A layout with a navbar and its routes; the layout's code loads when one of them is first matched. */
function lazyLayoutRoute(routes: readonly AppRoute[], layout: LazyLayoutName): RouteObject {
  return { lazy: { Component: layoutLoaders[layout] }, children: toRouteObjects(routes, layout) };
}

/** The route tree: the table grouped by layout, and every unmatched path sent to the 404 page. */
export function appRouteObjects(routes: readonly AppRoute[] = routeTable): RouteObject[] {
  return [
    {
      element: <AppChrome />,
      children: [
        {
          // TanStack Query and notistack come with these layouts, not with the auth pages (ADR 0033).
          lazy: { Component: loadPlayerRoute },
          handle: playerRouteHandle,
          children: [
            lazyLayoutRoute(routes, 'main'),
            lazyLayoutRoute(routes, 'casino'),
            { element: <FullPageLayout />, children: toRouteObjects(routes, 'full-page') },
          ],
        },
        { element: <AuthLayout />, children: toRouteObjects(routes, 'auth') },
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
