import { useLayoutEffect } from 'react';

import { hideLoadingOverlay } from './loading-overlay';

/**
 * Rendered beside a routed page (or in place of one that failed): when it commits, the page is in
 * place, and the loading overlay gives way to it before the next paint, so the first screen appears
 * whole instead of growing under the player's eyes.
 */
export function PageShown(): null {
  useLayoutEffect(() => hideLoadingOverlay(), []);
  return null;
}
