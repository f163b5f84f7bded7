/** The named colour themes a hostname (platform.json `themes`) or a brand file (`theme`) may pick. */
export const themeNames = ['all', 'green', 'purple', 'gold', 'sky', 'cyan'] as const;

export type ThemeName = (typeof themeNames)[number];

/** The theme of a brand that names none and has no bodyBgColor. */
export const defaultThemeName: ThemeName = 'all';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The only colour notation brand files may use: anything else could smuggle CSS into a style. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexColor.test(value);
}

/**
 * The colours a named theme sets around the fixed #7367F0 primary. Every pair of a surface and
 * the text drawn on it (background/text, app bar, secondary/its text) reaches WCAG AA (4.5:1);
 * the theme tests hold each palette to it.
 */
export interface NamedPalette {
  background: string;
  paper: string;
  appBar: string;
  appBarText: string;
  secondary: string;
  secondaryText: string;
  textPrimary: string;
  textSecondary: string;
}

export const namedPalettes: Readonly<Record<ThemeName, NamedPalette>> = {
  // Cool grey page and the primary's own deep shade for the bar: the platform's neutral look.
  all: {
    background: '#F8F7FA',
    paper: '#FFFFFF',
    appBar: '#5048A8',
    appBarText: '#FFFFFF',
    secondary: '#5D5F6E',
    secondaryText: '#FFFFFF',
    textPrimary: '#2F2B3D',
    textSecondary: '#5D596C',
  },
  // Pitch green: a forest bar over a faint mint page.
  green: {
    background: '#F1F8F3',
    paper: '#FFFFFF',
    appBar: '#1E5631',
    appBarText: '#FFFFFF',
    secondary: '#2E7D32',
    secondaryText: '#FFFFFF',
    textPrimary: '#1B2A1F',
    textSecondary: '#4B5E50',
  },
  // Royal purple: an aubergine bar and an orchid accent over lavender.
  purple: {
    background: '#F6F2FB',
    paper: '#FFFFFF',
    appBar: '#4B1D7A',
    appBarText: '#FFFFFF',
    secondary: '#8E24AA',
    secondaryText: '#FFFFFF',
    textPrimary: '#251A33',
    textSecondary: '#5E4F6E',
  },
  // Gold: the spinner's gold as a light bar with dark text, bronze accents on ivory.
  gold: {
    background: '#FBF7EC',
    paper: '#FFFFFF',
    appBar: '#E3C16A',
    appBarText: '#2B2110',
    secondary: '#8A6116',
    secondaryText: '#FFFFFF',
    textPrimary: '#2B2110',
    textSecondary: '#5F5338',
  },
  // Sky: an ocean-blue bar over a pale sky page.
  sky: {
    background: '#EFF7FD',
    paper: '#FFFFFF',
    appBar: '#0B67A3',
    appBarText: '#FFFFFF',
    secondary: '#0277BD',
    secondaryText: '#FFFFFF',
    textPrimary: '#14283A',
    textSecondary: '#4A5E70',
  },
  // Cyan: a deep teal bar and teal accents over a pale aqua page.
  cyan: {
    background: '#ECF8F9',
    paper: '#FFFFFF',
    appBar: '#00626A',
    appBarText: '#FFFFFF',
    secondary: '#007C85',
    secondaryText: '#FFFFFF',
    textPrimary: '#102A2D',
    textSecondary: '#44605F',
  },
};
