// The page's words in its language: the server writes them into `<main data-strings>` (from
// src/casino/game-page-strings.ts) beside the markup it writes in the same language.

const table = (() => {
  try {
    return JSON.parse(document.querySelector('main[data-strings]')?.dataset.strings ?? '{}');
  } catch {
    return {};
  }
})();

/** The string `key`, its `{name}` marks filled from `values`. */
export const text = (key, values = {}) =>
  (table[key] ?? key).replace(/\{(\w+)\}/g, (mark, name) => (name in values ? String(values[name]) : mark));

/** The api's refusals in this page's words, by code (`{name}` marks a value the api sends). */
const serverMessages = (() => {
  try {
    const table = JSON.parse(document.querySelector('main[data-server-messages]')?.dataset.serverMessages ?? '{}');
    return table !== null && typeof table === 'object' && !Array.isArray(table) ? table : {};
  } catch {
    return {};
  }
})();

/**
 * An api refusal (the envelope's `error`: message, code, values) in this page's words when the page
 * knows its code, with the values the api sent; else the message as the api wrote it.
 */
export const serverText = ({ message, code, values }) => {
  const own = typeof code === 'string' && Object.hasOwn(serverMessages, code) ? serverMessages[code] : undefined;
  if (typeof own !== 'string') return message;
  const given = values !== null && typeof values === 'object' ? values : {};
  return own.replace(/\{(\w+)\}/g, (mark, name) => (Object.hasOwn(given, name) ? String(given[name]) : mark));
};
