import { toSafeUrl } from '@exchange/shared';

/**
 * The loading overlay that index.html paints before any script runs: it shows the brand's logo
 * once known and is hidden after each navigation (or when start-up ends without the app).
 */
export function hideLoadingOverlay(doc: Document = document): void {
  doc.getElementById('app-loading')?.setAttribute('hidden', '');
}

/** Shows the brand's logo in the overlay: the stored one at once, the fresh one when known. */
export function showOverlayLogo(mainLogo: string | undefined, doc: Document = document): void {
  const logo = doc.getElementById('app-loading-logo');
  const source = mainLogo ? toSafeUrl(mainLogo) : undefined;
  if (!(logo instanceof HTMLImageElement) || !source) return;
  logo.src = source;
  logo.hidden = false;
}
