import { describe, expect, it } from 'vitest';

import { plainAmount, toCsv } from './csv';

describe('toCsv', () => {
  it('keeps a loss a number a spreadsheet can add up, and formula-like text as text', () => {
    expect(
      toCsv(
        ['Event', 'P/L'],
        [
          ['-Chennai v Mumbai', plainAmount(-50)],
          ['=SUM(A1)', plainAmount(12.5)],
        ],
      ),
    ).toBe(['Event,P/L', "'-Chennai v Mumbai,-50.00", "'=SUM(A1),12.50", ''].join('\r\n'));
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(toCsv(['Name'], [['India, "A"'], ['two\nlines']])).toBe(
      ['Name', '"India, ""A"""', '"two\nlines"', ''].join('\r\n'),
    );
  });
});
