import { getContrastRatio, getLuminance, type CssVarsTheme, type Theme } from '@mui/material/styles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { colorSchemeNames } from './color-scheme';
import {
  brandColourSchemes,
  primaryColor,
  primaryTextColour,
  resolveThemeChoice,
  type SchemeColours,
} from './create-brand-theme';
import { createBrandTheme, resolveBrandTheme } from './mui-brand-theme';
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

  it('draws links and outlined buttons in the primary shade of filled surfaces', () => {
    expect(brandColourSchemes({ theme: name }).light.primaryText).toBe(theme.palette.primary.dark);
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

  it('answers the same theme object for the same choice, whatever settings object carries it', () => {
    const first = resolveBrandTheme({ hostname: 'ruby.localhost', settings: { bodyBgColor: '#FDF0F2' } });
    const refreshed = resolveBrandTheme({ hostname: 'ruby.localhost', settings: { bodyBgColor: '#fdf0f2' } });
    expect(refreshed).toBe(first);
    expect(resolveBrandTheme({ hostname: 'a.localhost', settings: { theme: 'gold' } })).toBe(
      resolveBrandTheme({ hostname: 'b.localhost', themesByHost: { 'b.localhost': 'gold' } }),
    );
    expect(resolveBrandTheme({ hostname: 'ruby.localhost', settings: { bodyBgColor: '#FDF0F3' } })).not.toBe(first);
    expect(resolveBrandTheme({ hostname: 'a.localhost', settings: { theme: 'sky' } })).not.toBe(first);
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(['#fff', '#A1b2C3'].every(isHexColor)).toBe(true);
    expect(['fff', '#ffff', 'rgb(0,0,0)', 'red', '#12345g', 42].some(isHexColor)).toBe(false);
  });
});

/** Every pair of a surface and what is drawn on it, in one scheme; each must reach AA. */
function contrastPairs(colours: SchemeColours): Record<string, [string, string]> {
  return {
    'text on the page': [colours.textPrimary, colours.background],
    'secondary text on the page': [colours.textSecondary, colours.background],
    'text on cards': [colours.textPrimary, colours.paper],
    'secondary text on cards': [colours.textSecondary, colours.paper],
    'the app bar': [colours.appBarText, colours.appBar],
    'the secondary colour': [colours.secondaryText, colours.secondary],
    'primary text on the page': [colours.primaryText, colours.background],
    'primary text on cards': [colours.primaryText, colours.paper],
    'filled primary surfaces': ['#FFFFFF', colours.primaryFilled],
  };
}

function failingPairs(colours: SchemeColours): string[] {
  return Object.entries(contrastPairs(colours))
    .filter(([, [text, surface]]) => getContrastRatio(text, surface) < 4.5)
    .map(([pair, [text, surface]]) => `${pair}: ${text} on ${surface}`);
}

const schemesOf = (theme: Theme) => (theme as Theme & Pick<CssVarsTheme, 'colorSchemes'>).colorSchemes;

/** Dark enough for light text: near the luminance of MUI's own dark page (#121212, 0.006). */
const isDark = (colour: string) => getLuminance(colour) < 0.03;

describe.each(themeNames.flatMap((name) => colorSchemeNames.map((scheme) => [name, scheme] as const)))(
  'the named theme %s in %s',
  (name, scheme) => {
    const colours = brandColourSchemes({ theme: name })[scheme];

    it('reads at AA contrast everywhere: pages, cards, app bar, secondary and primary colours', () => {
      expect(failingPairs(colours)).toEqual([]);
    });

    it('is the palette of that scheme in the MUI theme', () => {
      const palette = schemesOf(createBrandTheme({ theme: name }))[scheme]?.palette;
      expect(palette?.mode).toBe(scheme);
      expect(palette?.background.default).toBe(colours.background);
      expect(palette?.text.primary).toBe(colours.textPrimary);
      expect(palette?.primary.main).toBe(colours.primary);
      expect(palette?.primary.dark).toBe(colours.primaryFilled);
      expect((palette?.text as { link?: string } | undefined)?.link).toBe(colours.primaryText);
      // #7367F0 itself takes white at 4.3:1; filled surfaces in light use primary.dark instead.
      if (scheme === 'dark') {
        expect(getContrastRatio(palette?.primary.contrastText ?? '', colours.primary)).toBeGreaterThanOrEqual(4.5);
      }
    });
  },
);

describe('the dark scheme', () => {
  it.each(themeNames)('of %s has dark pages and cards and keeps the brand app bar and primary hue', (name) => {
    const { light, dark } = brandColourSchemes({ theme: name });
    expect(isDark(dark.background) && isDark(dark.paper)).toBe(true);
    expect([dark.appBar, dark.appBarText]).toEqual([light.appBar, light.appBarText]);
    expect(dark.primaryFilled).toBe(light.primaryFilled);
    expect(getLuminance(dark.primary)).toBeGreaterThan(getLuminance(primaryColor));
  });

  it('looks different for each named theme: page and secondary colours', () => {
    const looks = themeNames.map((name) => brandColourSchemes({ theme: name }).dark);
    expect(new Set(looks.map((look) => look.background)).size).toBe(themeNames.length);
    expect(new Set(looks.map((look) => look.secondary)).size).toBe(themeNames.length);
  });

  it('is selected by data-color-scheme on <html>, light being the default', () => {
    const theme = createBrandTheme({ theme: 'gold' }) as Theme & Pick<CssVarsTheme, 'generateStyleSheets'>;
    const selectors = theme.generateStyleSheets().flatMap((sheet) => Object.keys(sheet));
    expect(selectors).toContain(':root, [data-color-scheme="light"]');
    expect(selectors).toContain('[data-color-scheme="dark"]');
    // Links and outlined buttons take their colour from the scheme's variable.
    expect(theme.components?.MuiLink?.styleOverrides?.root).toEqual({ color: primaryTextColour });
    expect(primaryTextColour).toBe('var(--mui-palette-text-link)');
    expect(theme.palette.mode).toBe('light');
  });
});

describe('a bodyBgColor brand in both schemes', () => {
  it('reads at AA contrast everywhere, on a dark page in dark, whatever the page colour', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const { light, dark } = brandColourSchemes({ bodyBgColor: colour });
        return (
          light.background === colour &&
          failingPairs(light).length === 0 &&
          failingPairs(dark).length === 0 &&
          isDark(dark.background) &&
          isDark(dark.paper)
        );
      }),
    );
  });

  it('tints its dark page with the hue of its own page colour', () => {
    const pitch = brandColourSchemes({ bodyBgColor: '#F3F6EA' }).dark.background;
    const ruby = brandColourSchemes({ bodyBgColor: '#FDF0F2' }).dark.background;
    expect(pitch).not.toBe(ruby);
    // Pitch is yellow-green: more green than blue; ruby is pink: more red than green.
    const [pr, pg, pb] = [1, 3, 5].map((at) => Number.parseInt(pitch.slice(at, at + 2), 16));
    const [rr, rg] = [1, 3].map((at) => Number.parseInt(ruby.slice(at, at + 2), 16));
    expect(pg).toBeGreaterThan(pb ?? 0);
    expect(pr).toBeGreaterThan(pb ?? 0);
    expect(rr).toBeGreaterThan(rg ?? 0);
  });
});
