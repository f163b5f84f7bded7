import { darken, decomposeColor, getContrastRatio, hslToRgb, lighten, rgbToHex } from '@mui/system/colorManipulator';

import type { NamedPalette } from './named-themes';

/** WCAG AA for body-size text. */
export const minimumTextContrast = 4.5;

/** The first candidate readable on `background`; black or white, whichever reads better, otherwise. */
export function readableOn(background: string, candidates: readonly string[]): string {
  const readable = candidates.find((color) => getContrastRatio(color, background) >= minimumTextContrast);
  if (readable !== undefined) return readable;
  return getContrastRatio('#000000', background) >= getContrastRatio('#FFFFFF', background) ? '#000000' : '#FFFFFF';
}

const readsOnAll = (color: string, surfaces: readonly string[]) =>
  surfaces.every((surface) => getContrastRatio(color, surface) >= minimumTextContrast);

/**
 * The shade of `color` nearest to it that reads on every one of `surfaces`: `preferred` if that
 * reads, else the least-lightened tint, else the least-darkened shade (ending at white and black).
 */
export function readableShade(color: string, surfaces: readonly string[], preferred?: string): string {
  if (preferred !== undefined && readsOnAll(preferred, surfaces)) return preferred;
  for (const shift of [lighten, darken]) {
    for (let step = 0; step <= 20; step += 1) {
      const shade = rgbToHex(shift(color, step / 20));
      if (readsOnAll(shade, surfaces)) return shade;
    }
  }
  // Only a mid-grey pair of surfaces far apart gets here; the darker page decides.
  return readableOn(surfaces[0] ?? '#FFFFFF', []);
}

/** Hue (0–360) and saturation (0–1) of a colour, which the dark surfaces borrow. */
function hueAndSaturation(color: string): { hue: number; saturation: number } {
  const [r, g, b] = decomposeColor(rgbToHex(color)).values.map((part) => Number(part) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation };
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return rgbToHex(hslToRgb(`hsl(${Math.round(hue)}, ${Math.round(saturation * 100)}%, ${lightness}%)`));
}

/**
 * The dark scheme of a light palette. The app bar is the brand's mark and stays as it is; the page
 * and cards become near-black tinted with the hue of `tintSource` (the light page colour), text
 * becomes a pale tint of it, and the secondary colour is lightened until it reads on the page, with
 * the page colour as its text. Every pair is checked against AA, falling back to white or black.
 */
export function darkPaletteOf(light: NamedPalette, tintSource: string): NamedPalette {
  const page = hueAndSaturation(tintSource);
  const surfaceSaturation = Math.min(page.saturation, 0.3);
  const background = hsl(page.hue, surfaceSaturation, 9);
  const paper = hsl(page.hue, surfaceSaturation, 14);
  const textSaturation = Math.min(page.saturation, 0.25);
  const surfaces = [background, paper];
  const readableOnBoth = (candidate: string) =>
    surfaces.every((surface) => getContrastRatio(candidate, surface) >= minimumTextContrast) ? candidate : '#FFFFFF';
  const accent = hueAndSaturation(light.secondary);
  const secondary = readableShade(hsl(accent.hue, Math.min(accent.saturation, 0.65), 62), surfaces);
  return {
    background,
    paper,
    appBar: light.appBar,
    appBarText: light.appBarText,
    secondary,
    secondaryText: readableOn(secondary, [background, '#000000']),
    textPrimary: readableOnBoth(hsl(page.hue, textSaturation, 93)),
    textSecondary: readableOnBoth(hsl(page.hue, textSaturation, 76)),
  };
}
