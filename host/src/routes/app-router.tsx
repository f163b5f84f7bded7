import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { AuthLayout } from '../layouts/auth-layout';
import { CasinoLayout } from '../layouts/casino-layout';
import { FullPageLayout } from '../layouts/full-page-layout';
import { MainLayout } from '../layouts/main-layout';
import { AppChrome } from './app-chrome';
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

/** The route tree: the table grouped by layout, and every unmatched path sent to the 404 page. */
export function appRouteObjects(routes: readonly AppRoute[] = routeTable): RouteObject[] {
  return [
    {
      element: <AppChrome />,
      children: [
        { element: <MainLayout />, children: toRouteObjects(routes, 'main') },
        { element: <CasinoLayout />, children: toRouteObjects(routes, 'casino') },
        { element: <AuthLayout />, children: toRouteObjects(routes, 'auth') },
        { element: <FullPageLayout />, children: toRouteObjects(routes, 'full-page') },
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
