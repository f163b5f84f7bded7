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
