import { lazy } from 'react';

/** Loads MUI's providers (and with them MUI's styling core), for a part of a plain page that renders MUI. */
export const loadMuiPlatformProvider = () => import('./mui-platform-provider');

/**
 * `MuiPlatformProvider` as a lazy component, for MUI that a plain screen shows on demand (the auth
 * card's language menu): render it under a Suspense boundary. Inside `PlayerProviders` it adds nothing.
 */
export const MuiScope = lazy(() =>
  loadMuiPlatformProvider().then((module) => ({ default: module.MuiPlatformProvider })),
);
