/**
 * Puts a logo, already checked to be a safe address, in the loading overlay that index.html
 * paints. Free of @exchange/shared, so the start-up can show the brand before the app has loaded.
 *
 * `asAuthCard`: the login card's auth logo, drawn in the box the card gives it (index.html's
 * `.auth-card` rule) rather than the overlay's usual 180 × 64 px. Once shown it stays until the
 * overlay leaves: the brand's main logo, which the app shows again when its settings are known,
 * does not replace it.
 */
export function setOverlayLogo(
  source: string,
  doc: Document = document,
  { asAuthCard = false }: { asAuthCard?: boolean } = {},
): void {
  const logo = doc.getElementById('app-loading-logo');
  if (!(logo instanceof HTMLImageElement)) return;
  if (!asAuthCard && logo.classList.contains('auth-card')) return;
  if (logo.getAttribute('src') !== source) logo.src = source;
  logo.classList.toggle('auth-card', asAuthCard);
  logo.hidden = false;
}
