import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { betSlipStore, type OpenSlip } from '../stores/bet-slip-store';

export interface SlipExchangeOptionsProps {
  readonly slip: OpenSlip;
  /** The market is in play: its bets are not asked what to do when it turns in play. */
  readonly inPlay: boolean;
  /** A placement is out: nothing can be changed. */
  readonly sending: boolean;
  /** Runs a change to the slip, clearing the answer of the last placement. */
  readonly edited: (change: () => void) => void;
}

/**
 * What an exchange bet may also say: whether better odds may be taken and, before the market
 * turns in play, what becomes of its unmatched part then. Other markets' bets say neither.
 */
export function SlipExchangeOptions({ slip, inPlay, sending, edited }: SlipExchangeOptionsProps) {
  const { t } = useSportsTranslation();
  if (slip.selection.marketKind !== 'exchange') return null;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={slip.acceptBetterOdds}
            disabled={sending}
            onChange={(event) => edited(() => betSlipStore.getState().setAcceptBetterOdds(event.target.checked))}
          />
        }
        label={t('slip.acceptBetterOdds')}
      />
      {!inPlay && <InPlayPersistenceChoice slip={slip} sending={sending} edited={edited} />}
    </>
  );
}

/** The in-play persistence of the bet's unmatched part: cancelled or kept when the market turns in play. */
function InPlayPersistenceChoice({ slip, sending, edited }: Omit<SlipExchangeOptionsProps, 'inPlay'>) {
  const { t } = useSportsTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="caption">
        {t('slip.atInPlay')}
      </Typography>
      <RadioGroup
        row
        value={slip.persistence}
        onChange={(event) =>
          edited(() => betSlipStore.getState().setPersistence(event.target.value === 'KEEP' ? 'KEEP' : 'CANCEL'))
        }
      >
        <FormControlLabel
          value="CANCEL"
          control={<Radio size="small" disabled={sending} />}
          label={t('slip.persistence.CANCEL')}
        />
        <FormControlLabel
          value="KEEP"
          control={<Radio size="small" disabled={sending} />}
          label={t('slip.persistence.KEEP')}
        />
      </RadioGroup>
    </Box>
  );
}
