// Text the api makes for a player (a refusal, a statement line, a score) travels as a code and the
// values it names, so each client says it in the player's language; the English wording of every
// code lives in this package, and the api writes it beside the code for a client that knows none.

/** The values a wording names: amounts as the api writes them ("5100.00"), odds, counts, names. */
export type WordingValues = Readonly<Record<string, string | number>>;

/** A piece of server-made text as a code and its values. */
export interface Wording<Code extends string = string> {
  readonly code: Code;
  readonly values: WordingValues;
}

/**
 * An English template: `{{name}}` marks a value, `{{name, money}}` a value a client formats as an
 * amount of money, `{{name, dateTime}}` an instant (ISO) a client writes as a date and time. A template that depends on a number has a form for one and for other counts,
 * picked by its `count` value (the forms i18next's plurals use too).
 */
export type Template = string | { readonly one: string; readonly other: string };

/** A table of codes and their English templates. */
export type TemplateTable = Readonly<Record<string, Template>>;

const mark = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

const englishPlurals = new Intl.PluralRules('en');

/** The form of a template for the values given. */
export function templateForm(template: Template, values: WordingValues): string {
  if (typeof template === 'string') return template;
  return englishPlurals.select(Number(values.count)) === 'one' ? template.one : template.other;
}

/** A `{{name, dateTime}}` value (an ISO instant) in English, in UTC: "Sun, 29 Nov 2026 10:00:00 GMT". */
function englishValue(value: string | number, format: string | undefined): string {
  if (format !== 'dateTime') return String(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toUTCString();
}

/** A template with its values written in; a value not given stays as its mark. */
export function fillTemplate(template: Template, values: WordingValues = {}): string {
  return templateForm(template, values).replace(mark, (whole, name: string, format: string | undefined) => {
    const value = values[name];
    return value === undefined ? whole : englishValue(value, format);
  });
}

/** The names a template's marks use, in order, each once. */
export function templateNames(template: Template): readonly string[] {
  const forms = typeof template === 'string' ? [template] : [template.one, template.other];
  return [...new Set(forms.flatMap((form) => [...form.matchAll(mark)].map((match) => match[1] ?? '')))];
}

/**
 * A table as i18next resources: a plural template becomes its `_one` and `_other` keys, which is
 * how i18next picks a form by `count` (the Hindi files write their forms the same way).
 */
export function templateResources(table: TemplateTable): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table).flatMap(([code, template]) =>
      typeof template === 'string'
        ? [[code, template]]
        : [
            [`${code}_one`, template.one],
            [`${code}_other`, template.other],
          ],
    ),
  );
}

/** What every table of codes offers: whether a value is one of its codes, a wording, its English. */
export interface WordingKit<Code extends string> {
  readonly isCode: (code: unknown) => code is Code;
  readonly wording: (code: Code, values?: WordingValues) => Wording<Code>;
  readonly english: (code: Code, values?: WordingValues) => string;
}

/** The code check, the value maker and the English of one table of codes. */
export function wordingKit<Table extends TemplateTable>(table: Table): WordingKit<keyof Table & string> {
  type Code = keyof Table & string;
  return {
    isCode: (code: unknown): code is Code => typeof code === 'string' && Object.hasOwn(table, code),
    wording: (code, values = {}) => ({ code, values }),
    english: (code, values = {}) => fillTemplate(table[code] as Template, values),
  };
}
