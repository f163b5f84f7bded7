// MUI's colour maths, without its styles: the first screen runs this before MUI loads (ADR 0038).
import { darken, rgbToHex } from '@mui/system/colorManipulator';

import type { ColorSchemeName } from './color-scheme';
import { darkPaletteOf, readableOn, readableShade } from './dark-palette';
import {
  defaultThemeName,
  isHexColor,
  isThemeName,
  namedPalettes,
  type NamedPalette,
  type ThemeName,
} from './named-themes';

export { minimumTextContrast } from './dark-palette';

export const primaryColor = '#7367F0';
export const spinnerColor = '#e3c16a';

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

/** The input of a brand's colours for a choice. */
export function themeInputOf(choice: ThemeChoice): BrandThemeInput {
  return choice.kind === 'named' ? { theme: choice.name } : { bodyBgColor: choice.color };
}

/** One key per choice: equal choices (a refresh with the same colours) get equal keys. */
export function themeChoiceKey(choice: ThemeChoice): string {
  return choice.kind === 'named' ? `named:${choice.name}` : `body:${choice.color.toLowerCase()}`;
}

const darkText = '#2F2B3D';
const softDarkText = '#5D596C';
const lightText = '#FFFFFF';
const softLightText = '#E4E2EA';

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

/**
 * #7367F0 against white is 4.3:1, under WCAG AA's 4.5:1, both ways round: filled surfaces with
 * white text use this darker shade in both schemes, and so does primary-coloured text on light pages.
 */
export const filledPrimary = rgbToHex(darken(primaryColor, 0.3));

/** The colours of one scheme of a brand: its palette and the primary shades it draws with. */
export interface SchemeColours extends NamedPalette {
  /** `palette.primary.main`: #7367F0 in light; in dark a lighter tint of it that reads on dark pages. */
  primary: string;
  /** Filled primary surfaces (contained buttons), with white text: the same shade in both schemes. */
  primaryFilled: string;
  /** Primary-coloured text (links, outlined and text buttons) on the scheme's pages and cards. */
  primaryText: string;
  /** Text and icons on `primary` (floating buttons, switches): white on #7367F0, dark on the tint. */
  primaryContrastText: string;
}

/** Both schemes of a brand: light as named or coloured by bodyBgColor, dark derived from it. */
export function brandColourSchemes({ theme, bodyBgColor }: BrandThemeInput = {}): Record<
  ColorSchemeName,
  SchemeColours
> {
  const light = isThemeName(theme)
    ? namedPalettes[theme]
    : isHexColor(bodyBgColor)
      ? bodyColourPalette(bodyBgColor)
      : namedPalettes[defaultThemeName];
  // A bodyBgColor brand's dark page keeps the hue of its own page colour.
  const dark = darkPaletteOf(light, isThemeName(theme) || !isHexColor(bodyBgColor) ? light.background : bodyBgColor);
  const darkPrimary = readableShade(primaryColor, [dark.background, dark.paper]);
  return {
    light: {
      ...light,
      primary: primaryColor,
      primaryFilled: filledPrimary,
      // A bodyBgColor can make even the light scheme's page dark; its links then need a tint.
      primaryText: readableShade(primaryColor, [light.background, light.paper], filledPrimary),
      primaryContrastText: '#FFFFFF',
    },
    dark: {
      ...dark,
      primary: darkPrimary,
      primaryFilled: filledPrimary,
      primaryText: darkPrimary,
      primaryContrastText: readableOn(darkPrimary, [dark.background, '#000000']),
    },
  };
}

/** MUI's palette of one scheme (`createBrandTheme`, mui-brand-theme.ts). */
export function schemePalette(colours: SchemeColours, mode: ColorSchemeName) {
  return {
    mode,
    primary: { main: colours.primary, dark: colours.primaryFilled, contrastText: colours.primaryContrastText },
    secondary: { main: colours.secondary, contrastText: colours.secondaryText },
    background: { default: colours.background, paper: colours.paper },
    // `text.link` is ours, not MUI's: MUI still makes it a CSS variable per scheme (primaryTextColour).
    text: { primary: colours.textPrimary, secondary: colours.textSecondary, link: colours.primaryText },
  };
}

/**
 * Primary-coloured text of the current scheme, for links and outlined or text buttons. One variable
 * rather than a dark-scheme rule: a nested rule would outrank the colours of a component rendered
 * through a link (a floating button `component={Link}` would lose its white icon).
 */
export const primaryTextColour = 'var(--mui-palette-text-link)';
