import { useLocaleFormat, VisibilityIcon } from '@exchange/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import { useHostTranslation } from '../../i18n/host-translations';

interface AmountProps {
  which: 'balance' | 'exposure';
  amount: number | string | null | undefined;
  visible: boolean;
  onToggle: () => void;
}

/** One amount, in the player's locale (grouped the Indian way); a hidden amount shows dots only. */
function Amount({ which, amount, visible, onToggle }: AmountProps) {
  const { t } = useHostTranslation();
  const format = useLocaleFormat();
  const label = t(`balance.${which}`);
  const action = t(
    which === 'balance'
      ? visible
        ? 'balance.hideBalance'
        : 'balance.showBalance'
      : visible
        ? 'balance.hideExposure'
        : 'balance.showExposure',
  );
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
          {visible ? format.amount(amount) : '••••'}
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
      <Amount which="balance" amount={props.balance} visible={props.showBalance} onToggle={props.onToggleBalance} />
      <Amount which="exposure" amount={props.exposure} visible={props.showExposure} onToggle={props.onToggleExposure} />
    </Stack>
  );
}
