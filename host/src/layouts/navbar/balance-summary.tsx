import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Shows money as the server sent it, grouped the Indian way; hidden amounts show dots only. */
export function formatAmount(amount: number | string | null | undefined): string {
  if (amount === undefined || amount === null || amount === '') return '–';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? amountFormat.format(value) : String(amount);
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          open
            ? 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'
            : 'M2 4.3 3.3 3 21 20.7 19.7 22l-3.1-3.1A11 11 0 0 1 12 19c-5 0-9-4.5-10-7a13 13 0 0 1 4.2-5.4zM12 5c5 0 9 4.5 10 7a13 13 0 0 1-3.3 4.6L15.4 13.3A4 4 0 0 0 10.7 8.6L8.4 6.3A10 10 0 0 1 12 5z'
        }
      />
    </svg>
  );
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
          <EyeIcon open={visible} />
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
