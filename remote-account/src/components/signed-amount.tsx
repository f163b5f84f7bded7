import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';

/** A profit or a loss: the amount in the player's locale, green above zero and red below, with its sign. */
export function SignedAmount({ value }: { value: number }) {
  const format = useLocaleFormat();
  const colour = value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.primary';
  return (
    <Box component="span" sx={{ color: colour, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {value > 0 ? '+' : ''}
      {format.amount(value)}
    </Box>
  );
}
