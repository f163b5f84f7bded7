/**
 * The specification's sanitising helper for text sent (section 5): it strips all markup and, when
 * its flag is 0, also SQL-like tokens and quote, comment and semicolon characters.
 *
 * Markup is what an HTML parser would read as something other than text: a `<` directly followed
 * by an ASCII letter, `/`, `!` or `?`. Such a piece runs to the next `>`, or to the end of the text
 * when none follows (a parser reads the rest as part of the tag, so it is markup too). HTML
 * comments run from `<!--` to the next `-->` (or `--!>`, or the end of the text), and `<!-->` and
 * `<!--->` are empty comments. So tags, end tags, comments, `<!DOCTYPE …>`, `<![CDATA[ … ]]>` and
 * processing instructions (`<? … ?>`) all go, with the text between a comment's markers. Pieces
 * inside pieces go innermost first. A `<` that starts no markup (`2 < 3`, `x <= 4`, `<3`, `<>`)
 * stays, as does every `>`; entities (`&lt;`) are text.
 *
 * With flag 0 these go as well:
 * - the SQL statement words of `sqlTokens`, in any letter case, as whole words only: a word is a
 *   run of letters, marks, digits and `_`, so `selection` or `drop_down` stay and `SELECT` in
 *   `a SELECT b` goes;
 * - the quote characters `'`, `"` and `` ` ``, the comment markers `--`, `/*`, `*\/` and `#`, and `;`.
 *
 * Each rule is applied again until the text no longer changes, so what a removal joins together is
 * removed too: `<scr<script>ipt>` loses both tags, `SEL/**\/ECT` and `SEL'SELECT'ECT` lose the word
 * they become. A word that merely contains a token is no token (`SELSELECTECT` stays). Everything
 * else (letters of any script, digits, spaces and other punctuation) is left exactly as it was.
 */

/** 1 strips markup only; 0 also strips SQL-like tokens, quotes, comment markers and semicolons. */
export type SanitizeFlag = 0 | 1;

/** The SQL-like words flag 0 removes (whole words, any letter case). */
export const sqlTokens: readonly string[] = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'DROP',
  'UNION',
  'ALTER',
  'CREATE',
  'EXEC',
  'EXECUTE',
  'TRUNCATE',
  'MERGE',
  'GRANT',
  'REVOKE',
  'DECLARE',
];

const comment = '<!--(?:-?>|[\\s\\S]*?(?:--!?>|$))';
/** Comments, and tags with no `<` inside: `<script>` in `<scr<script>ipt>`. */
const innermostMarkup = new RegExp(`${comment}|<[A-Za-z/!?][^<>]*>`, 'g');
/** Any markup: a parser reads `<a <3 >` as one tag, and an unclosed one runs to the end. */
const anyMarkup = new RegExp(`${comment}|<[A-Za-z/!?][^>]*(?:>|$)`, 'g');

const wordCharacter = '[\\p{L}\\p{M}\\p{N}_]';
const sqlWords = new RegExp(`(?<!${wordCharacter})(?:${sqlTokens.join('|')})(?!${wordCharacter})`, 'giu');
/** Comment markers, quotes and semicolons. */
const sqlPunctuation = /--|\/\*|\*\/|['"`#;]/g;

function stripMarkupOnce(text: string): string {
  const withoutInnermost = text.replace(innermostMarkup, '');
  return withoutInnermost === text ? text.replace(anyMarkup, '') : withoutInnermost;
}

function stripOnce(text: string, flag: SanitizeFlag): string {
  const withoutMarkup = stripMarkupOnce(text);
  return flag === 0 ? withoutMarkup.replace(sqlWords, '').replace(sqlPunctuation, '') : withoutMarkup;
}

/**
 * The text without markup (flag 1, the default) or also without SQL-like tokens, quotes, comment
 * markers and semicolons (flag 0); the rules are in this file's first comment. Idempotent.
 */
export function sanitizeText(text: string, flag: SanitizeFlag = 1): string {
  let current = text;
  // Every pass that changes the text makes it shorter, so this ends.
  for (;;) {
    const next = stripOnce(current, flag);
    if (next === current) return current;
    current = next;
  }
}

/** Which fields of a call's input are sent as typed, and which are free text cleaned with flag 0. */
export interface SentTextRules {
  /** Names of fields sent exactly as typed, at any depth: passwords, codes, tokens. */
  readonly verbatim?: readonly string[];
  /** Names of free-text fields also cleaned with flag 0, at any depth. */
  readonly strictText?: readonly string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A call's JSON input with every string cleaned by `sanitizeText`: with `flag`, or 0 inside a
 * `strictText` field, and untouched inside a `verbatim` one. Arrays and plain objects are walked;
 * anything else (numbers, FormData, Blob, …) is returned as it is.
 */
export function sanitizeSentValue(value: unknown, rules: SentTextRules = {}, flag: SanitizeFlag = 1): unknown {
  if (typeof value === 'string') return sanitizeText(value, flag);
  if (Array.isArray(value)) return value.map((item: unknown) => sanitizeSentValue(item, rules, flag));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      rules.verbatim?.includes(name) === true
        ? field
        : sanitizeSentValue(field, rules, rules.strictText?.includes(name) === true ? 0 : flag),
    ]),
  );
}
