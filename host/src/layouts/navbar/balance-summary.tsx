import { VisibilityIcon } from '@exchange/shared';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Shows money as the server sent it, grouped the Indian way; hidden amounts show dots only. */
export function formatAmount(amount: number | string | null | undefined): string {
  if (amount === undefined || amount === null || amount === '') return '–';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? amountFormat.format(value) : String(amount);
}

interface AmountProps {
  label: 'Balance' | 'Exposure';
  amount: number | string | null | undefined;
  visible: boolean;
  onToggle: () => void;
}

function Amount({ label, amount, visible, onToggle }: AmountProps) {
  const action = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'baseline', sm: 'flex-end' },
          gap: { xs: 0.5, sm: 0 },
          lineHeight: 1.1,
        }}
      >
        <Typography component="span" variant="caption" sx={{ display: 'block', opacity: 0.85 }} aria-hidden="true">
          {label}
        </Typography>
        <Typography
          component="output"
          aria-label={label}
          aria-live="polite"
          variant="body2"
          sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {visible ? formatAmount(amount) : '••••'}
        </Typography>
      </Box>
      <Tooltip title={action}>
        <IconButton color="inherit" size="small" aria-label={action} aria-pressed={visible} onClick={onToggle}>
          <VisibilityIcon visible={visible} size={18} />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

export interface BalanceSummaryProps {
  balance: number | string | null | undefined;
  exposure: number | string | null | undefined;
  showBalance: boolean;
  showExposure: boolean;
  onToggleBalance: () => void;
  onToggleExposure: () => void;
}

/** The player's balance and exposure in the navbar, each with its own show/hide toggle. */
export function BalanceSummary(props: BalanceSummaryProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1.5 }} sx={{ alignItems: 'flex-end' }}>
      <Amount label="Balance" amount={props.balance} visible={props.showBalance} onToggle={props.onToggleBalance} />
      <Amount label="Exposure" amount={props.exposure} visible={props.showExposure} onToggle={props.onToggleExposure} />
    </Stack>
  );
}
