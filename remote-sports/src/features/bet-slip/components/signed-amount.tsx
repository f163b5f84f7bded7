import { minorToNumber } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type SignStyle = Extract<SxProps<Theme>, (theme: Theme) => unknown>;

/**
 * Green for a gain, red for a loss, from the theme's colours of the scheme shown: the darker
 * shades on the light scheme and the lighter ones on the dark, which keep AA contrast on the page
 * and on the price tints alike.
 */
export const signColour =
  (value: bigint): SignStyle =>
  (theme) => {
    const colours = (theme.vars ?? theme).palette;
    if (value === 0n) return { color: colours.text.secondary };
    const palette = value > 0n ? colours.success : colours.error;
    return { color: palette.dark, ...theme.applyStyles('dark', { color: palette.light }) };
  };

/** An amount in paise, signed and coloured. */
export function SignedAmount({ value }: { value: bigint }) {
  const { amount } = useLocaleFormat();
  return (
    <Box component="span" sx={[{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }, signColour(value)]}>
      {amount(minorToNumber(value))}
    </Box>
  );
}
