import { getContrastRatio, type Theme } from '@mui/material';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createBrandTheme, primaryColor, resolveBrandTheme, resolveThemeChoice } from './create-brand-theme';
import { isHexColor, themeNames } from './named-themes';

const appBarColours = (theme: Theme) => {
  const overrides = theme.components?.MuiAppBar?.styleOverrides?.colorPrimary as {
    backgroundColor: string;
    color: string;
  };
  return overrides;
};

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`);

describe('createBrandTheme', () => {
  it('is light with the #7367F0 primary', () => {
    const theme = createBrandTheme();
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe(primaryColor);
    expect(primaryColor).toBe('#7367F0');
  });

  it('colours the page with a brand bodyBgColor', () => {
    expect(createBrandTheme({ bodyBgColor: '#102030' }).palette.background.default).toBe('#102030');
  });

  it('ignores a bodyBgColor that is not a hex colour', () => {
    const theme = createBrandTheme({ bodyBgColor: 'red; background: url(//evil.example)' });
    expect(theme.palette.background.default).toBe(createBrandTheme().palette.background.default);
  });

  it('gives white text on filled primary surfaces at least AA contrast', () => {
    const theme = createBrandTheme();
    expect(getContrastRatio(theme.palette.primary.dark, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(themeNames)('the named theme %s', (name) => {
  const theme = createBrandTheme({ theme: name });

  it('is light and keeps the #7367F0 primary', () => {
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe(primaryColor);
  });

  it('reads at AA contrast on its page, its cards, its app bar and its secondary surfaces', () => {
    const { background, text, secondary } = theme.palette;
    expect(getContrastRatio(text.primary, background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(text.secondary, background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(text.primary, background.paper)).toBeGreaterThanOrEqual(4.5);
    const appBar = appBarColours(theme);
    expect(getContrastRatio(appBar.color, appBar.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text on filled primary surfaces at AA contrast', () => {
    expect(getContrastRatio(theme.palette.primary.dark, '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws links and outlined buttons in a primary shade that reads on its pages and cards', () => {
    const linkColour = theme.components?.MuiLink?.defaultProps?.color;
    expect(linkColour).toBe(theme.palette.primary.dark);
    for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(getContrastRatio(String(linkColour), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('named themes', () => {
  it('each look different: page, app bar and secondary colours', () => {
    const looks = themeNames.map((name) => {
      const theme = createBrandTheme({ theme: name });
      return [theme.palette.background.default, appBarColours(theme).backgroundColor, theme.palette.secondary.main];
    });
    for (const part of [0, 1, 2]) {
      expect(new Set(looks.map((look) => look[part])).size).toBe(themeNames.length);
    }
  });

  it('win over a bodyBgColor', () => {
    const theme = createBrandTheme({ theme: 'gold', bodyBgColor: '#102030' });
    expect(theme.palette.background.default).toBe(createBrandTheme({ theme: 'gold' }).palette.background.default);
  });
});

describe('a bodyBgColor theme', () => {
  it('keeps body text and card text at AA contrast on any page colour', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const { background, text } = createBrandTheme({ bodyBgColor: colour }).palette;
        return (
          background.default === colour &&
          getContrastRatio(text.primary, background.default) >= 4.5 &&
          getContrastRatio(text.secondary, background.default) >= 4.5 &&
          getContrastRatio(text.primary, background.paper) >= 4.5
        );
      }),
    );
  });
});

describe('resolveThemeChoice', () => {
  const themesByHost = { 'gold.localhost': 'gold', 'Green.Example': 'green', 'odd.localhost': 'neon' };

  it('takes the named theme of the hostname first', () => {
    expect(
      resolveThemeChoice({ hostname: 'gold.localhost', themesByHost, settings: { theme: 'sky', bodyBgColor: '#fff' } }),
    ).toEqual({ kind: 'named', name: 'gold' });
    expect(resolveThemeChoice({ hostname: 'green.example.', themesByHost })).toEqual({ kind: 'named', name: 'green' });
  });

  it('then the theme the brand file names, then its bodyBgColor, then the default theme all', () => {
    expect(resolveThemeChoice({ hostname: 'x.localhost', themesByHost, settings: { theme: 'sky' } })).toEqual({
      kind: 'named',
      name: 'sky',
    });
    expect(resolveThemeChoice({ hostname: 'x.localhost', settings: { bodyBgColor: '#fde' } })).toEqual({
      kind: 'body',
      color: '#fde',
    });
    expect(resolveThemeChoice({ hostname: 'x.localhost', settings: null })).toEqual({ kind: 'named', name: 'all' });
  });

  it('skips theme names it does not know and colours that are not hex', () => {
    expect(
      resolveThemeChoice({ hostname: 'odd.localhost', themesByHost, settings: { theme: 'neon', bodyBgColor: 'red' } }),
    ).toEqual({ kind: 'named', name: 'all' });
  });

  it('does not read inherited properties of the map as hostnames', () => {
    expect(resolveThemeChoice({ hostname: 'constructor', themesByHost: {} })).toEqual({ kind: 'named', name: 'all' });
  });
});

describe('resolveBrandTheme', () => {
  it('builds the theme of the choice', () => {
    const gold = resolveBrandTheme({ hostname: 'gold.localhost', themesByHost: { 'gold.localhost': 'gold' } });
    expect(gold.palette.background.default).toBe(createBrandTheme({ theme: 'gold' }).palette.background.default);
    const ruby = resolveBrandTheme({ hostname: 'ruby.localhost', settings: { bodyBgColor: '#FDF0F2' } });
    expect(ruby.palette.background.default).toBe('#FDF0F2');
    expect(ruby.palette.mode).toBe('light');
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(['#fff', '#A1b2C3'].every(isHexColor)).toBe(true);
    expect(['fff', '#ffff', 'rgb(0,0,0)', 'red', '#12345g', 42].some(isHexColor)).toBe(false);
  });
});
