import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sanitizeText, sqlTokens } from './sanitize';

// What an HTML parser reads as the start of a tag, an end tag, a comment or a declaration.
const markupStart = /<[A-Za-z/!?]/;
const sqlPunctuation = ["'", '"', '`', '#', ';', '--', '/*', '*/'];
const words = (text: string): string[] => text.split(/[^\p{L}\p{M}\p{N}_]+/u).filter((word) => word !== '');
const hasSqlToken = (text: string): boolean =>
  words(text).some((word) => sqlTokens.some((token) => token.toLowerCase() === word.toLowerCase()));

const tagName = fc.oneof(
  fc.constantFrom('script', 'SCRIPT', 'img', 'iframe', 'svg', 'a', 'b', 'div', 'style'),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,8}$/),
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 12 }));

/** Tags, end tags, comments, declarations and processing instructions, some left open. */
const markup: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(tagName, anyText).map(([name, attributes]) => `<${name} ${attributes}>`),
  tagName.map((name) => `</${name}>`),
  anyText.map((text) => `<!--${text}-->`),
  anyText.map((text) => `<![CDATA[${text}]]>`),
  fc.constantFrom('<!DOCTYPE html>', '<?xml version="1.0"?>', '<!-->', '<br/>', '<img src=x onerror=alert(1) '),
);

/** A tag rebuilt by nesting: removing the inner piece joins the outer one (`<scr<script>ipt>`). */
const nestedMarkup = fc.tuple(tagName, markup, fc.nat()).map(([name, inner, at]) => {
  const cut = at % (name.length + 1);
  return `<${name.slice(0, cut)}${inner}${name.slice(cut)}>`;
});

const sqlPieces = fc.oneof(
  fc.constantFrom(...sqlTokens),
  fc.constantFrom(...sqlTokens).map((token) => token.toLowerCase()),
  fc.constantFrom(...sqlPunctuation),
  // A token split by what flag 0 removes, so the removal joins it again.
  fc
    .tuple(fc.constantFrom(...sqlTokens), fc.constantFrom(...sqlPunctuation, '<b>', '<!-- -->'), fc.nat())
    .map(([token, filler, at]) => {
      const cut = 1 + (at % (token.length - 1));
      return `${token.slice(0, cut)}${filler}${token.slice(cut)}`;
    }),
);

const mixedText = (pieces: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .array(fc.oneof(anyText, pieces, fc.constantFrom('<', '>', '<!', '</', '<?', '-', '*', '/', ' ')), {
      maxLength: 20,
    })
    .map((parts) => parts.join(''));

const withMarkup = mixedText(fc.oneof(markup, nestedMarkup));
const withMarkupAndSql = mixedText(fc.oneof(markup, nestedMarkup, sqlPieces));

const plainUnits = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' .,:!?()+=%@&/-*_\n',
  ...['न', 'म', 'स्', 'ते', 'दु', 'नि', 'या', '₹', '१', '२'],
];
const plainText = fc.string({ unit: fc.constantFrom(...plainUnits), maxLength: 60 });
/** Flag 1 keeps quotes, semicolons, SQL words and a `<` that starts no tag. */
const plainTextForMarkup = fc.string({
  unit: fc.constantFrom(...plainUnits, "'", '"', '`', ';', '#', '>', '< ', '<3', '<=', '<>', ' SELECT ', ' drop '),
  maxLength: 60,
});
const plainTextForSql = plainText.filter(
  (text) => !text.includes('--') && !text.includes('/*') && !text.includes('*/') && !hasSqlToken(text),
);

describe('sanitizeText, flag 1 (the default)', () => {
  it('leaves no tag, comment, declaration or processing instruction, however they are nested', () => {
    fc.assert(
      fc.property(withMarkup, (text) => {
        expect(sanitizeText(text)).not.toMatch(markupStart);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves plain text exactly as it is', () => {
    fc.assert(
      fc.property(plainTextForMarkup, (text) => {
        expect(sanitizeText(text, 1)).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(withMarkupAndSql, (text) => {
        const once = sanitizeText(text);
        expect(sanitizeText(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['<b>bold</b> move', 'bold move'],
    ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'alert(1)'],
    ['<<b>script>x', 'x'],
    ['<a <3 >x', 'x'],
    ['a <!-- hidden <b> --> b', 'a  b'],
    ['<!DOCTYPE html><?xml version="1.0"?>text', 'text'],
    ['<![CDATA[x]]>y', 'y'],
    ['hello <img src=x onerror=alert(1) ', 'hello '],
    ['2 < 3 and 5 > 4, <3, x <= 4, <>', '2 < 3 and 5 > 4, <3, x <= 4, <>'],
    ["it's; DROP -- #1", "it's; DROP -- #1"],
    ['नमस्ते <b>दुनिया</b>', 'नमस्ते दुनिया'],
    ['&lt;b&gt;', '&lt;b&gt;'],
  ])('%j becomes %j', (text, cleaned) => {
    expect(sanitizeText(text)).toBe(cleaned);
  });
});

describe('sanitizeText, flag 0', () => {
  it('leaves no markup, no listed SQL token and no quote, comment marker or semicolon', () => {
    fc.assert(
      fc.property(withMarkupAndSql, (text) => {
        const cleaned = sanitizeText(text, 0);
        expect(cleaned).not.toMatch(markupStart);
        expect(hasSqlToken(cleaned)).toBe(false);
        for (const piece of sqlPunctuation) expect(cleaned).not.toContain(piece);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves plain text exactly as it is', () => {
    fc.assert(
      fc.property(plainTextForSql, (text) => {
        expect(sanitizeText(text, 0)).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(withMarkupAndSql, (text) => {
        const once = sanitizeText(text, 0);
        expect(sanitizeText(once, 0)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ["1'; DROP TABLE users; --", '1  TABLE users '],
    ['Select * from bets /* all */ union select 1#', ' * from bets  all    1'],
    ['SEL/**/ECT', ''],
    ["SEL'SELECT'ECT", ''],
    ['SEL<b>ECT', ''],
    ['"quoted" `text`', 'quoted text'],
    [
      'selection, dropdown, updated, drop_table and SELSELECTECT are words',
      'selection, dropdown, updated, drop_table and SELSELECTECT are words',
    ],
    ['a - b -- c --- d', 'a - b  c - d'],
    ['पैसा जमा DELETE करें', 'पैसा जमा  करें'],
  ])('%j becomes %j', (text, cleaned) => {
    expect(sanitizeText(text, 0)).toBe(cleaned);
  });
});
