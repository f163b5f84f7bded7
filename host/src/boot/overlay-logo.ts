/**
 * Puts a logo, already checked to be a safe address, in the loading overlay that index.html
 * paints. Free of @exchange/shared, so the start-up can show the brand before the app has loaded.
 */
export function setOverlayLogo(source: string, doc: Document = document): void {
  const logo = doc.getElementById('app-loading-logo');
  if (!(logo instanceof HTMLImageElement)) return;
  if (logo.getAttribute('src') !== source) logo.src = source;
  logo.hidden = false;
}
