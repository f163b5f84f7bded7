import { createTheme, darken, rgbToHex, type Theme } from '@mui/material/styles';

import { colorSchemeAttribute } from './color-scheme';
import {
  brandColourSchemes,
  filledPrimary,
  primaryTextColour,
  resolveThemeChoice,
  schemePalette,
  themeChoiceKey,
  themeInputOf,
  type BrandThemeInput,
  type ResolveBrandThemeInput,
  type ThemeChoice,
} from './create-brand-theme';

/**
 * The MUI theme of a brand, primary #7367F0, coloured by a named theme or bodyBgColor: a light
 * scheme (the default) and a dark one, as CSS variables switched by `data-color-scheme` on <html>.
 * Only the pages that render MUI load it (ADR 0038): it comes with `PlayerProviders`.
 */
export function createBrandTheme(input: BrandThemeInput = {}): Theme {
  const schemes = brandColourSchemes(input);
  const { appBar, appBarText } = schemes.light;
  // Darker on hover, so that the white text only gains contrast.
  const filledHover = rgbToHex(darken(filledPrimary, 0.2));
  return createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeAttribute },
    colorSchemes: {
      light: { palette: schemePalette(schemes.light, 'light') },
      dark: { palette: schemePalette(schemes.dark, 'dark') },
    },
    defaultColorScheme: 'light',
    shape: { borderRadius: 8 },
    components: {
      // The bar is the brand's mark and keeps its colours in both schemes; without these, MUI
      // would swap it for a dark surface in the dark scheme and lighten it with an elevation overlay.
      MuiAppBar: {
        defaultProps: { enableColorOnDark: true },
        styleOverrides: { colorPrimary: { backgroundColor: appBar, color: appBarText, backgroundImage: 'none' } },
      },
      MuiButton: {
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: ({ theme }) => ({
              backgroundColor: (theme.vars ?? theme).palette.primary.dark,
              color: (theme.vars ?? theme).palette.common.white,
              '&:hover': { backgroundColor: filledHover },
            }),
          },
          {
            props: { variant: 'outlined', color: 'primary' },
            style: { color: primaryTextColour, borderColor: primaryTextColour },
          },
          { props: { variant: 'text', color: 'primary' }, style: { color: primaryTextColour } },
        ],
      },
      MuiLink: { styleOverrides: { root: { color: primaryTextColour } } },
    },
  });
}

/** Themes already made, by choice: a handful per page (named themes, a brand's colour). */
const themesByChoice = new Map<string, Theme>();

/**
 * The MUI theme of a choice, the same object for the same choice. Settings refreshed with equal
 * colours then keep the theme: a new theme object would make every styled component on the page
 * render and serialise its styles again, and its variables be written again.
 */
export function brandThemeOf(choice: ThemeChoice): Theme {
  const key = themeChoiceKey(choice);
  let theme = themesByChoice.get(key);
  if (theme === undefined) {
    theme = createBrandTheme(themeInputOf(choice));
    themesByChoice.set(key, theme);
  }
  return theme;
}

/** The MUI theme of the brand served on `hostname` (resolveThemeChoice's order). */
export function resolveBrandTheme(input: ResolveBrandThemeInput): Theme {
  return brandThemeOf(resolveThemeChoice(input));
}
