import type { Theme } from '@mui/material/styles';

type Tone = 'info' | 'error' | 'warning';

/**
 * A translucent tint of a palette colour, from the theme's CSS variables, so it follows the colour
 * scheme; text on it stays `text.primary`, which keeps its contrast in light and dark alike.
 */
export function tint(theme: Theme, tone: Tone, opacity: number): string {
  const channel = theme.vars?.palette[tone].mainChannel;
  return channel === undefined ? theme.palette[tone].light : `rgba(${channel} / ${opacity})`;
}

/** Backs are blue and lays pink, as on every exchange. */
export const backTint = (theme: Theme): string => tint(theme, 'info', 0.22);
export const layTint = (theme: Theme): string => tint(theme, 'error', 0.18);
/**
 * A price that just changed. It stays on for a while, a whole market's worth under a storm, so it
 * keeps the figures' contrast at AA (4.5:1 and more in dark colours, where the tint is lightest).
 */
export const changedTint = (theme: Theme): string => tint(theme, 'warning', 0.4);
