import { useLocaleFormat, VisibilityIcon } from '@exchange/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';

import { useHostTranslation } from '../../i18n/host-translations';

// The list and its popover load when the player first opens them, not with the navbar.
const ExposurePopover = lazy(() =>
  import('./exposure-popover').then((module) => ({ default: module.ExposurePopover })),
);

interface AmountProps {
  which: 'available' | 'exposure';
  amount: number | string | null | undefined;
  visible: boolean;
  onToggle: () => void;
  /** Pressing the amount lists the markets that make it up (the exposure). */
  details?: boolean;
}

/** One amount, in the player's locale (grouped the Indian way); a hidden amount shows dots only. */
function Amount({ which, amount, visible, onToggle, details }: AmountProps) {
  const { t } = useHostTranslation();
  const format = useLocaleFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const label = t(`balance.${which}`);
  const action = t(
    which === 'available'
      ? visible
        ? 'balance.hideBalance'
        : 'balance.showBalance'
      : visible
        ? 'balance.hideExposure'
        : 'balance.showExposure',
  );
  const figures = (
    <>
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
    </>
  );
  const figuresSx = {
    display: 'flex',
    flexDirection: { xs: 'row', sm: 'column' },
    alignItems: { xs: 'baseline', sm: 'flex-end' },
    gap: { xs: 0.5, sm: 0 },
    lineHeight: 1.1,
  } as const;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {details !== true ? (
        <Box sx={figuresSx}>{figures}</Box>
      ) : (
        <>
          <ButtonBase
            aria-label={t('balance.openExposure')}
            aria-haspopup="dialog"
            aria-expanded={anchor !== null}
            aria-controls={anchor === null ? undefined : popoverId}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ ...figuresSx, borderRadius: 1, px: 0.5, '&:focus-visible': { outline: '2px solid currentColor' } }}
          >
            {figures}
          </ButtonBase>
          {anchor !== null && (
            <Suspense fallback={null}>
              <ExposurePopover id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
            </Suspense>
          )}
        </>
      )}
      <Tooltip title={action}>
        <IconButton color="inherit" size="small" aria-label={action} aria-pressed={visible} onClick={onToggle}>
          <VisibilityIcon visible={visible} size={18} />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

export interface BalanceSummaryProps {
  /** Balance − exposure: what the player can stake. */
  available: number | string | null | undefined;
  exposure: number | string | null | undefined;
  showBalance: boolean;
  showExposure: boolean;
  onToggleBalance: () => void;
  onToggleExposure: () => void;
}

/**
 * The player's available balance and exposure in the navbar, each with its own show/hide toggle;
 * pressing the exposure lists the markets that hold it.
 */
export function BalanceSummary(props: BalanceSummaryProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1.5 }} sx={{ alignItems: 'flex-end' }}>
      <Amount which="available" amount={props.available} visible={props.showBalance} onToggle={props.onToggleBalance} />
      <Amount
        which="exposure"
        amount={props.exposure}
        visible={props.showExposure}
        onToggle={props.onToggleExposure}
        details
      />
    </Stack>
  );
}
