// The game page speaks the player's language: the lobby names it in the frame's URL (`lang`), so the
// api renders the page in it from the first paint, with no script of the lobby's inside the frame.

/** The launch URL with `lang` set; the fragment (the launch token) is kept as it is. */
export function gameUrlInLanguage(url: string, language: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('lang', language);
    return parsed.href;
  } catch {
    return url;
  }
}
