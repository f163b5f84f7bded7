import { toSafeUrl } from '@exchange/shared';

import { setOverlayLogo } from './boot/overlay-logo';

/**
 * The loading overlay that index.html paints before any script runs: it shows the brand's logo
 * once known and is hidden after each navigation (or when start-up ends without the app).
 */
export function hideLoadingOverlay(doc: Document = document): void {
  doc.getElementById('app-loading')?.setAttribute('hidden', '');
}

/** Shows the brand's logo in the overlay: the stored one at once, the fresh one when known. */
export function showOverlayLogo(mainLogo: string | undefined, doc: Document = document): void {
  const source = mainLogo ? toSafeUrl(mainLogo) : undefined;
  if (source) setOverlayLogo(source, doc);
}
