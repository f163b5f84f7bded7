// Types of strings.js, the game page's words, for the api's tests that load it.

/** The string `key` of the page's language, its `{name}` marks filled from `values`. */
export function text(key: string, values?: Readonly<Record<string, string | number>>): string;

/** A message of the api in the page's language when the page knows it, else as the api wrote it. */
export function serverText(message: string): string;
