import { fromMinor } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Green for a gain, red for a loss, from the theme's colours of the scheme shown. */
export const signColour = (value: bigint): string =>
  value > 0n ? 'success.main' : value < 0n ? 'error.main' : 'text.secondary';

/** An amount in paise, signed and coloured. */
export function SignedAmount({ value, sx }: { value: bigint; sx?: SxProps<Theme> }) {
  const { amount } = useLocaleFormat();
  return (
    <Box
      component="span"
      sx={[
        { color: signColour(value), fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {amount(fromMinor(value))}
    </Box>
  );
}
