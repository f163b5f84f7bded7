import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';

import { useAccountTranslation } from '../i18n/account-translations';
import { useAccountPaging } from './account-table-pagination';
import type { DayText } from './day-period';
import { useAccountMessage } from './use-account-message';

/** The from and to days of an account list's period. */
export interface Period {
  from: DayText;
  to: DayText;
}

/**
 * The filter of a paged account history (its period and whatever else the page filters by) with
 * its server page: every change of the filter starts again at the first page.
 */
export function usePeriodFilter<Filter extends { period: Period }>(opening: () => Filter) {
  const [filter, setFilter] = useState(opening);
  const { page, pageSize, setPage, controls: paging } = useAccountPaging();
  /** Sets some of the filter's values. */
  const change = (values: Partial<Filter>) => {
    setFilter((current) => ({ ...current, ...values }));
    setPage(0);
  };
  /** Sets the period's first or last day. */
  const changeDay = (field: keyof Period, value: DayText) => {
    setFilter((current) => ({ ...current, period: { ...current.period, [field]: value } }));
    setPage(0);
  };
  return { filter, change, changeDay, page, pageSize, paging };
}

export interface PeriodFilterFormProps {
  /** The form's accessible name, already translated. */
  label: string;
  period: Period;
  onDayChange: (field: keyof Period, value: DayText) => void;
  /** Why the period cannot be asked for (a refusal code), said under the form; null when it can. */
  problem: string | null;
  /** The page's other filters (type, sport, result). */
  children?: ReactNode;
}

/**
 * An account history's filter: the period's days as date inputs in the player's calendar, then the
 * page's own filters; every change applies at once, so there is nothing to submit.
 */
export function PeriodFilterForm({ label, period, onDayChange, problem, children }: PeriodFilterFormProps) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  return (
    <>
      <Box
        component="form"
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          type="date"
          label={t('statement.from')}
          value={period.from}
          onChange={(event) => onDayChange('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          type="date"
          label={t('statement.to')}
          value={period.to}
          onChange={(event) => onDayChange('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        {children}
      </Box>
      {problem !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message(problem)}
        </Alert>
      )}
    </>
  );
}
