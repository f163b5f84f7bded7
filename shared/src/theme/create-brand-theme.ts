import { createTheme, getContrastRatio, type Theme } from '@mui/material';

import {
  defaultThemeName,
  isHexColor,
  isThemeName,
  namedPalettes,
  type NamedPalette,
  type ThemeName,
} from './named-themes';

export const primaryColor = '#7367F0';
export const spinnerColor = '#e3c16a';

/** WCAG AA for body-size text. */
export const minimumTextContrast = 4.5;

export interface BrandThemeInput {
  /** A named theme wins over bodyBgColor. */
  theme?: ThemeName | undefined;
  /** A brand without a named theme is coloured by its bodyBgColor. */
  bodyBgColor?: string | undefined;
}

/** Which colours a brand gets, before they become an MUI theme. */
export type ThemeChoice = { kind: 'named'; name: ThemeName } | { kind: 'body'; color: string };

export interface ResolveBrandThemeInput {
  hostname: string;
  /** platform.json `themes`: hostname → named theme. */
  themesByHost?: Readonly<Record<string, string>> | undefined;
  settings?: { theme?: unknown; bodyBgColor?: unknown } | null | undefined;
}

/**
 * The specification's order: a hostname mapped to a named theme, else the theme the brand file
 * names, else the brand's bodyBgColor, else the default theme `all`.
 */
export function resolveThemeChoice({ hostname, themesByHost, settings }: ResolveBrandThemeInput): ThemeChoice {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const mapped = Object.entries(themesByHost ?? {}).find(([name]) => name.toLowerCase() === host)?.[1];
  if (isThemeName(mapped)) return { kind: 'named', name: mapped };
  if (isThemeName(settings?.theme)) return { kind: 'named', name: settings.theme };
  if (isHexColor(settings?.bodyBgColor)) return { kind: 'body', color: settings.bodyBgColor };
  return { kind: 'named', name: defaultThemeName };
}

/** The MUI theme of the brand served on `hostname`. */
export function resolveBrandTheme(input: ResolveBrandThemeInput): Theme {
  const choice = resolveThemeChoice(input);
  return createBrandTheme(choice.kind === 'named' ? { theme: choice.name } : { bodyBgColor: choice.color });
}

const darkText = '#2F2B3D';
const softDarkText = '#5D596C';
const lightText = '#FFFFFF';
const softLightText = '#E4E2EA';

/** The first candidate readable on `background`; black or white, whichever reads better, otherwise. */
function readableOn(background: string, candidates: readonly string[]): string {
  const readable = candidates.find((color) => getContrastRatio(color, background) >= minimumTextContrast);
  if (readable !== undefined) return readable;
  return getContrastRatio('#000000', background) >= getContrastRatio('#FFFFFF', background) ? '#000000' : '#FFFFFF';
}

/**
 * A page coloured by a brand's bodyBgColor. The theme stays light, but a dark page gets light text
 * and cards of the page's own colour, so that no text is drawn dark on dark.
 */
function bodyColourPalette(background: string): NamedPalette {
  const base = namedPalettes[defaultThemeName];
  const textPrimary = readableOn(background, [darkText, lightText]);
  const lightOnDark = textPrimary === lightText;
  return {
    ...base,
    background,
    paper: lightOnDark ? background : '#FFFFFF',
    textPrimary,
    textSecondary: readableOn(background, lightOnDark ? [softLightText, lightText] : [softDarkText, darkText]),
  };
}

/** The MUI theme of a brand: always light, primary #7367F0, coloured by a named theme or bodyBgColor. */
export function createBrandTheme({ theme, bodyBgColor }: BrandThemeInput = {}): Theme {
  const palette = isThemeName(theme)
    ? namedPalettes[theme]
    : isHexColor(bodyBgColor)
      ? bodyColourPalette(bodyBgColor)
      : namedPalettes[defaultThemeName];
  const base = createTheme({
    palette: {
      mode: 'light',
      primary: { main: primaryColor },
      secondary: { main: palette.secondary, contrastText: palette.secondaryText },
      background: { default: palette.background, paper: palette.paper },
      text: { primary: palette.textPrimary, secondary: palette.textSecondary },
    },
    shape: { borderRadius: 8 },
  });
  // #7367F0 against white is 4.3:1, under WCAG AA's 4.5:1, both ways round: filled surfaces with
  // white text, and primary-coloured text (links, outlined and text buttons) use the primary's
  // darker shade. The brand colour stays the primary.
  const filled = base.palette.primary.dark;
  return createTheme(base, {
    components: {
      MuiAppBar: {
        styleOverrides: { colorPrimary: { backgroundColor: palette.appBar, color: palette.appBarText } },
      },
      MuiButton: {
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: { backgroundColor: filled, '&:hover': { backgroundColor: base.palette.primary.main } },
          },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: filled, borderColor: filled } },
          { props: { variant: 'text', color: 'primary' }, style: { color: filled } },
        ],
      },
      MuiLink: { defaultProps: { color: filled } },
    },
  });
}
