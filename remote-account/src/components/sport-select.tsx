import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { useAccountTranslation } from '../i18n/account-translations';
import { useSportOptions } from './sport-options';

/** A sport to filter by, or every sport. */
export type SportChoice = number | 'all';

/** The sport filter of the betting histories: every sport, or one named in the player's language. */
export function SportSelect({ value, onChange }: { value: SportChoice; onChange: (sport: SportChoice) => void }) {
  const { t } = useAccountTranslation();
  const sports = useSportOptions();
  return (
    <TextField
      select
      label={t('betHistory.sport')}
      value={String(value)}
      onChange={(event) => onChange(event.target.value === 'all' ? 'all' : Number(event.target.value))}
      size="small"
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="all">{t('betHistory.allSports')}</MenuItem>
      {sports.map((sport) => (
        <MenuItem key={sport.id} value={String(sport.id)}>
          {sport.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
