import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useStakeButtons } from '../hooks/use-stake-buttons';
import { useBettingPreferences } from '../stores/betting-preferences';

/**
 * Above the markets: one-click betting on or off (explained and confirmed the first time it is
 * turned on), its stake from the player's stake buttons, and whether quick stakes add up.
 */
export function BettingControls() {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const stakeButtons = useStakeButtons();
  const { preferences, change } = useBettingPreferences();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const stakeLabelId = useId();
  const firstStake = stakeButtons[0]?.value ?? null;
  const stake =
    preferences.oneClickStake !== null && stakeButtons.some((button) => button.value === preferences.oneClickStake)
      ? preferences.oneClickStake
      : firstStake;
  const turnOn = () => change({ oneClick: true, oneClickExplained: true, oneClickStake: stake });

  return (
    <Paper
      variant="outlined"
      sx={{ px: 1.5, py: 0.75, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={preferences.oneClick}
            onChange={(event) => {
              if (!event.target.checked) change({ oneClick: false });
              else if (preferences.oneClickExplained) turnOn();
              else setAsking(true);
            }}
          />
        }
        label={t('oneClick.label')}
      />
      {preferences.oneClick && stake !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={stakeLabelId} variant="body2">
            {t('oneClick.stake')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={stake}
            aria-labelledby={stakeLabelId}
            onChange={(_event, value: number | null) => {
              if (value !== null) change({ oneClickStake: value });
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {stakeButtons.map((button, index) => (
              <ToggleButton
                key={`${index}-${button.value}`}
                value={button.value}
                sx={{ py: 0.25, textTransform: 'none' }}
              >
                {button.title}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={preferences.quickStakesAdd}
            onChange={(event) => change({ quickStakesAdd: event.target.checked })}
          />
        }
        label={t('oneClick.quickStakesAdd')}
      />
      {preferences.oneClick && stake !== null && (
        <Typography role="status" variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('oneClick.on', { amount: amount(stake) })}
        </Typography>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('oneClick.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('oneClick.confirmText', { amount: stake === null ? '' : amount(stake) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('oneClick.keepOff')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setAsking(false);
              turnOn();
            }}
          >
            {t('oneClick.turnOn')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
