import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

import { useHostTranslation } from '../../i18n/host-translations';
import { ExposureByMarket } from './exposure-by-market';

export interface ExposurePopoverProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}

/** The markets holding the player's exposure, under the navbar's exposure figure. */
export function ExposurePopover({ id, anchor, onClose }: ExposurePopoverProps) {
  const { t } = useHostTranslation();
  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('balance.exposureByMarket'),
          sx: { p: 1.5, width: 'min(360px, calc(100vw - 16px))', display: 'grid', gap: 1 },
        },
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('balance.exposureByMarket')}
      </Typography>
      <ExposureByMarket onNavigate={onClose} />
    </Popover>
  );
}
