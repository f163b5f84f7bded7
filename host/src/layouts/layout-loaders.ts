// The code of the layouts with a navbar, one chunk each, so a page downloads only its own (the login
// page none of the navbar, sidebar and search). The auth and full-page layouts are a few lines and
// come with the app. Only dynamic imports here: the entry (index.ts) asks for the first screen's
// layout as soon as platform.json has said which one it is.
import type { ComponentType } from 'react';

import type { LayoutName } from '../routes/route-table';

export type LazyLayoutName = Extract<LayoutName, 'main' | 'casino'>;

export const layoutLoaders: Record<LazyLayoutName, () => Promise<ComponentType>> = {
  main: () => import('./main-layout').then((module) => module.MainLayout),
  casino: () => import('./casino-layout').then((module) => module.CasinoLayout),
};

/**
 * The player route around every layout but the auth one (ADR 0033): the page's QueryClient and toasts,
 * with TanStack Query and notistack. The entry asks for it with the first screen's layout.
 */
export const loadPlayerRoute = (): Promise<ComponentType> =>
  import('../routes/player-route').then((module) => module.loadPlayerRoute());

export function isLazyLayout(layout: LayoutName): layout is LazyLayoutName {
  return layout in layoutLoaders;
}
