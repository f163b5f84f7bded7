import { stepOdds } from '@exchange/contracts';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { betSlipStore, type OpenSlip } from '../stores/bet-slip-store';
import { slipFieldStyle } from './slip-field-style';

export interface SlipOddsFieldProps {
  readonly slip: OpenSlip;
  /** A placement is out: nothing can be changed. */
  readonly sending: boolean;
  /** Runs a change to the slip, clearing the answer of the last placement. */
  readonly edited: (change: () => void) => void;
}

/**
 * The slip's price: on the exchange, the odds as typed with `−` and `+` stepping them along the
 * price ladder; on a bookmaker or fancy market, the rate (and the line) pressed, which cannot change.
 */
export function SlipOddsField({ slip, sending, edited }: SlipOddsFieldProps) {
  const { t } = useSportsTranslation();
  const { selection } = slip;
  if (selection.marketKind !== 'exchange') {
    return (
      <Typography variant="body2" sx={{ flex: '1 1 50%', alignSelf: 'center' }}>
        {selection.marketKind === 'fancy'
          ? `${t('slip.line')} ${selection.price} · ${t('slip.rate')} ${selection.rate ?? ''}`
          : `${t('slip.rate')} ${selection.price}`}
      </Typography>
    );
  }
  const setOdds = (odds: string) => edited(() => betSlipStore.getState().setOdds(odds));
  const step = (steps: number) => setOdds(String(stepOdds(Number(slip.odds) || selection.price, steps)));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flex: '1 1 50%', minWidth: 0 }}>
      <IconButton aria-label={t('slip.lowerOdds')} size="small" disabled={sending} onClick={() => step(-1)}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <TextField
        label={t('slip.odds')}
        value={slip.odds}
        size="small"
        disabled={sending}
        onChange={(event) => setOdds(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        sx={slipFieldStyle}
      />
      <IconButton aria-label={t('slip.raiseOdds')} size="small" disabled={sending} onClick={() => step(1)}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </Stack>
  );
}
