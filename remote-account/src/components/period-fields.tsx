import TextField from '@mui/material/TextField';

import { useAccountTranslation } from '../i18n/account-translations';
import type { DayText } from './day-period';

/** The from and to days of an account list's period, as date inputs in the player's calendar. */
export function PeriodFields({
  from,
  to,
  onChange,
}: {
  from: DayText;
  to: DayText;
  onChange: (field: 'from' | 'to', value: DayText) => void;
}) {
  const { t } = useAccountTranslation();
  return (
    <>
      <TextField
        type="date"
        label={t('statement.from')}
        value={from}
        onChange={(event) => onChange('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        type="date"
        label={t('statement.to')}
        value={to}
        onChange={(event) => onChange('to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
    </>
  );
}
