import { lazy, type ComponentType } from 'react';

import { loadQueryRuntime } from '../query/platform-query-client';
import type { PlayerProvidersProps } from './player-providers';

/**
 * `PlayerProviders` with TanStack Query loaded, so that `getQueryClient()` answers at its first
 * render. Both downloads start together.
 */
export async function loadPlayerProviders(): Promise<ComponentType<PlayerProvidersProps>> {
  const [module] = await Promise.all([import('./player-providers'), loadQueryRuntime()]);
  return module.PlayerProviders;
}

/** `PlayerProviders` as a lazy component: render it under a Suspense boundary. */
export const PlayerProviders = lazy(() => loadPlayerProviders().then((component) => ({ default: component })));
