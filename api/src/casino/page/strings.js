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

/** The api's refusals, English beside this page's words (empty on an English page). */
const serverMessages = (() => {
  try {
    const pairs = JSON.parse(document.querySelector('main[data-server-messages]')?.dataset.serverMessages ?? '[]');
    return Array.isArray(pairs) ? pairs : [];
  } catch {
    return [];
  }
})().map(([english, own]) => {
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const source = english
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  return { pattern: new RegExp(`^${source}$`), names, own };
});

/** A message of the api in this page's language when the page knows it, else as the api wrote it. */
export const serverText = (message) => {
  for (const { pattern, names, own } of serverMessages) {
    const match = pattern.exec(message);
    if (match === null) continue;
    return own.replace(/\{(\w+)\}/g, (mark, name) => {
      const index = names.indexOf(name);
      return index < 0 ? mark : match[index + 1];
    });
  }
  return message;
};
