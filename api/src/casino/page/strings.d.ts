// Types of strings.js, the game page's words, for the api's tests that load it.

/** The string `key` of the page's language, its `{name}` marks filled from `values`. */
export function text(key: string, values?: Readonly<Record<string, string | number>>): string;

/** An api refusal (the envelope's `error`) in the page's language when the page knows its code, else its message. */
export function serverText(error: {
  readonly message: string;
  readonly code?: unknown;
  readonly values?: unknown;
}): string;
