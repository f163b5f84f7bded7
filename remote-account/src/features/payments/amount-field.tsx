import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

import { useAccountTranslation } from '../../i18n/account-translations';

export interface AmountFieldProps {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** What is wrong with the amount, in the player's words; the limits are shown while nothing is. */
  readonly problem: string | undefined;
  /** The smallest and largest amount, said under the field. */
  readonly limits: string;
}

/** The amount of a deposit, a withdrawal or a request to the cashier: rupees with up to two decimals. */
export function AmountField({ value, onChange, problem, limits }: AmountFieldProps) {
  const { t } = useAccountTranslation();
  return (
    <TextField
      label={t('fields.amount')}
      name="amount"
      value={value}
      onChange={onChange}
      error={problem !== undefined}
      helperText={problem ?? limits}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
