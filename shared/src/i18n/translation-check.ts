import type { Translations } from './i18n-instance';

/** Every leaf of a translations object as `path.to.key` → text (non-text leaves as their JSON). */
function leaves(translations: Translations, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof translations !== 'object' || translations === null) return found;
  for (const [name, value] of Object.entries(translations as Record<string, unknown>)) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof value === 'object' && value !== null) {
      for (const [key, text] of leaves(value as Translations, path)) found.set(key, text);
    } else {
      found.set(path, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return found;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong between the languages of one namespace, one line per problem: a key that one
 * language has and another lacks, an empty text, or a text whose `{{placeholders}}` differ from
 * the first language's. Empty means the namespace is complete in every language.
 */
export function translationProblems(byLanguage: Readonly<Record<string, Translations>>): string[] {
  const entries = Object.entries(byLanguage).map(
    ([language, translations]) => [language, leaves(translations)] as const,
  );
  const allKeys = new Set(entries.flatMap(([, found]) => [...found.keys()]));
  const [reference] = entries;
  const problems: string[] = [];
  for (const key of [...allKeys].sort()) {
    for (const [language, found] of entries) {
      const text = found.get(key);
      if (text === undefined) {
        problems.push(`${language} lacks ${key}`);
        continue;
      }
      if (text.trim() === '') problems.push(`${language} has an empty ${key}`);
      const referenceText = reference?.[1].get(key);
      if (reference && referenceText !== undefined && language !== reference[0]) {
        if (placeholdersOf(text).join() !== placeholdersOf(referenceText).join()) {
          problems.push(`${language} ${key} has other placeholders than ${reference[0]}`);
        }
      }
    }
  }
  return problems;
}
