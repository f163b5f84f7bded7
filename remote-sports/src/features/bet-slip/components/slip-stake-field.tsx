import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

import { addToStake } from '../../../components/bet-input';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useStakeButtons } from '../hooks/use-stake-buttons';
import { betSlipStore } from '../stores/bet-slip-store';
import { useBettingPreferences } from '../stores/betting-preferences';
import { slipFieldStyle } from './slip-field-style';

export interface SlipStakeProps {
  /** A placement is out: nothing can be changed. */
  readonly sending: boolean;
  /** Runs a change to the slip, clearing the answer of the last placement. */
  readonly edited: (change: () => void) => void;
}

const setStake = (stake: string) => betSlipStore.getState().setStake(stake);

/** The slip's stake as typed, focused when the slip opens. */
export function SlipStakeField({ stake, sending, edited }: SlipStakeProps & { readonly stake: string }) {
  const { t } = useSportsTranslation();
  return (
    <TextField
      label={t('slip.stake')}
      value={stake}
      size="small"
      autoFocus
      disabled={sending}
      onChange={(event) => edited(() => setStake(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      sx={{ ...slipFieldStyle, flex: '1 1 50%', minWidth: 0 }}
    />
  );
}

/**
 * The player's quick stakes: each press puts its amount in the stake field, or adds it to the stake
 * when the player chose quick stakes that add up.
 */
export function QuickStakes({ sending, edited }: SlipStakeProps) {
  const { t } = useSportsTranslation();
  const stakeButtons = useStakeButtons();
  const { quickStakesAdd } = useBettingPreferences().preferences;
  const press = (value: number) => {
    const typed = betSlipStore.getState().slip?.stake ?? '';
    setStake(quickStakesAdd ? addToStake(typed, value) : String(value));
  };
  return (
    <Box
      role="group"
      aria-label={t('slip.quickStakes')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}
    >
      {stakeButtons.map((button, index) => (
        <Button
          key={`${index}-${button.value}`}
          size="small"
          variant="outlined"
          disabled={sending}
          onClick={() => edited(() => press(button.value))}
          sx={{ minWidth: 0, bgcolor: 'background.paper', textTransform: 'none' }}
        >
          {button.title}
        </Button>
      ))}
    </Box>
  );
}
