// MUI's colour maths, without its styles: the first screen runs this before MUI loads (ADR 0038).
import { darken, decomposeColor, lighten, rgbToHex } from '@mui/system/colorManipulator';

import { colorSchemeAttribute, type ColorSchemeName } from './color-scheme';
import { brandColourSchemes, type BrandThemeInput, type SchemeColours } from './create-brand-theme';

/**
 * The brand's colours and MUI's type styles as CSS variables of the platform's own (`--xp-…`),
 * which the plain components draw with (ADR 0037, ADR 0038). They hold the values MUI's theme gives
 * its own variables for the same brand (`brand-variables.test.ts` compares them name by name), so a
 * plain screen looks as the MUI pages do; they are written at the first render, before MUI loads.
 */

/**
 * The same in every brand and scheme: MUI's default typography, shape and shadows. The font stack
 * is written without spaces, the same list to the browser, so that MUI's own spelling stays a mark
 * of MUI's theme code in the page's scripts (e2e/tests/single-copies.spec.ts counts its copies).
 */
const fonts = '"Roboto","Helvetica","Arial",sans-serif';
const everywhere: Record<string, string> = {
  'font-h2': `300 3.75rem/1.2 ${fonts}`,
  'font-h4': `400 2.125rem/1.235 ${fonts}`,
  'font-h5': `400 1.5rem/1.334 ${fonts}`,
  'font-h6': `500 1.25rem/1.6 ${fonts}`,
  'font-body1': `400 1rem/1.5 ${fonts}`,
  'font-body2': `400 0.875rem/1.43 ${fonts}`,
  'font-button': `500 0.875rem/1.75 ${fonts}`,
  'font-caption': `400 0.75rem/1.66 ${fonts}`,
  radius: '8px',
  'shadow-2': '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)',
  'shadow-3': '0px 3px 3px -2px rgba(0,0,0,0.2),0px 3px 4px 0px rgba(0,0,0,0.14),0px 1px 8px 0px rgba(0,0,0,0.12)',
  white: '#fff',
};

/** The same in every brand, per scheme: MUI's default action, status and alert colours. */
const perScheme: Record<ColorSchemeName, Record<string, string>> = {
  light: {
    'on-bg-channel': '0 0 0',
    'action-active': 'rgba(0, 0, 0, 0.54)',
    'action-channel': '0 0 0',
    'hover-opacity': '0.04',
    disabled: 'rgba(0, 0, 0, 0.26)',
    'disabled-bg': 'rgba(0, 0, 0, 0.12)',
    divider: 'rgba(0, 0, 0, 0.12)',
    'paper-overlay': 'none',
    error: '#d32f2f',
    'alert-error-bg': 'rgb(253, 237, 237)',
    'alert-error': 'rgb(95, 33, 32)',
    'alert-error-icon': '#d32f2f',
    'alert-warning-bg': 'rgb(255, 244, 229)',
    'alert-warning': 'rgb(102, 60, 0)',
    'alert-warning-icon': '#ed6c02',
    'alert-info-bg': 'rgb(229, 246, 253)',
    'alert-info': 'rgb(1, 67, 97)',
    'alert-info-icon': '#0288d1',
    'alert-success-bg': 'rgb(237, 247, 237)',
    'alert-success': 'rgb(30, 70, 32)',
    'alert-success-icon': '#2e7d32',
  },
  dark: {
    'on-bg-channel': '255 255 255',
    'action-active': '#fff',
    'action-channel': '255 255 255',
    'hover-opacity': '0.08',
    disabled: 'rgba(255, 255, 255, 0.3)',
    'disabled-bg': 'rgba(255, 255, 255, 0.12)',
    divider: 'rgba(255, 255, 255, 0.12)',
    // A card raised three levels is lightened, as MUI's Paper is in the dark scheme.
    'paper-overlay': 'linear-gradient(rgba(255 255 255 / 0.082), rgba(255 255 255 / 0.082))',
    error: '#f44336',
    'alert-error-bg': 'rgb(22, 11, 11)',
    'alert-error': 'rgb(244, 199, 199)',
    'alert-error-icon': '#f44336',
    'alert-warning-bg': 'rgb(25, 18, 7)',
    'alert-warning': 'rgb(255, 226, 183)',
    'alert-warning-icon': '#ffa726',
    'alert-info-bg': 'rgb(7, 19, 24)',
    'alert-info': 'rgb(184, 231, 251)',
    'alert-info-icon': '#29b6f6',
    'alert-success-bg': 'rgb(12, 19, 13)',
    'alert-success': 'rgb(204, 232, 205)',
    'alert-success-icon': '#66bb6a',
  },
};

/** `r g b` of a colour, as MUI writes its `…Channel` variables. */
function channel(color: string): string {
  return decomposeColor(rgbToHex(color)).values.slice(0, 3).map(Number).join(' ');
}

/** The variables that follow the brand, in one scheme. */
export function brandSchemeVariables(colours: SchemeColours, scheme: ColorSchemeName): Record<string, string> {
  return {
    ...perScheme[scheme],
    primary: colours.primary,
    'primary-channel': channel(colours.primary),
    'primary-filled': colours.primaryFilled,
    link: colours.primaryText,
    text: colours.textPrimary,
    'text-secondary': colours.textSecondary,
    bg: colours.background,
    paper: colours.paper,
    // MUI's LinearProgress track: the primary lightened (light) or darkened (dark).
    'progress-track': scheme === 'light' ? lighten(colours.primary, 0.62) : darken(colours.primary, 0.5),
  };
}

const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `--xp-${name}:${value};`)
    .join('');

/**
 * The variables of a brand as CSS text: the shared ones on `:root`, each scheme's under the
 * attribute MUI's theme switches schemes with, light the default. Then the page's baseline (what
 * MUI's CssBaseline sets), so that a plain screen needs no MUI at all.
 */
export function brandVariablesCss(input: BrandThemeInput = {}): string {
  const schemes = brandColourSchemes(input);
  return [
    `:root{${declarations(everywhere)}}`,
    `:root,[${colorSchemeAttribute}="light"]{color-scheme:light;${declarations(brandSchemeVariables(schemes.light, 'light'))}}`,
    `[${colorSchemeAttribute}="dark"]{color-scheme:dark;${declarations(brandSchemeVariables(schemes.dark, 'dark'))}}`,
    'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}',
    '*,*::before,*::after{box-sizing:inherit}',
    'strong,b{font-weight:700}',
    'body{margin:0;color:var(--xp-text);font:var(--xp-font-body1);letter-spacing:0.00938em;background-color:var(--xp-bg)}',
  ].join('\n');
}
