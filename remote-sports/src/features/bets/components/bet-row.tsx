import { minorToNumber, type Bet } from '@exchange/contracts';
import { commonNamespace, useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { parseOdds, parseStake, problemValues, type SlipProblem } from '../../../components/bet-input';
import { backTint, layTint } from '../../../components/price-colours';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { isCancellable } from '../bet-groups';
import type { BetEdit } from '../hooks/use-bet-actions';

/** A waiting exchange bet's price and stake can be changed; the house's markets match at once. */
export const isEditable = (bet: Bet): boolean =>
  isCancellable(bet) && (bet.side === 'BACK' || bet.side === 'LAY') && bet.marketType !== 'BOOKMAKER';

interface EditFormProps {
  readonly bet: Bet;
  readonly busy: boolean;
  readonly onSave: (edit: BetEdit) => Promise<boolean>;
  readonly onClose: () => void;
}

/** The waiting part's new odds and stake, checked as the slip checks them, then sent as one edit. */
function EditForm({ bet, busy, onSave, onClose }: EditFormProps) {
  const { t } = useSportsTranslation();
  const { t: common } = useTranslation(commonNamespace);
  const [odds, setOdds] = useState(String(bet.odds));
  const [stake, setStake] = useState(bet.unmatchedStake.toFixed(2));
  const [problem, setProblem] = useState<SlipProblem | null>(null);
  const problemId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const readOdds = parseOdds(odds);
    const readStake = parseStake(stake);
    if (!readOdds.ok || !readStake.ok) {
      setProblem(!readOdds.ok ? readOdds.problem : readStake.ok ? null : readStake.problem);
      return;
    }
    setProblem(null);
    if (await onSave({ betId: bet.id, odds: readOdds.value, stake: minorToNumber(readStake.value) })) onClose();
  };
  const side = t(`slip.side.${bet.side}`);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('bets.editBet', { side, runner: bet.runnerName })}
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1, pt: 0.5 }}
    >
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextField
          size="small"
          label={t('slip.odds')}
          value={odds}
          onChange={(event) => setOdds(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': problem ? problemId : undefined } }}
        />
        <TextField
          size="small"
          label={t('slip.stake')}
          value={stake}
          onChange={(event) => setStake(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': problem ? problemId : undefined } }}
        />
      </Stack>
      {problem !== null && (
        <Typography id={problemId} role="alert" variant="body2" color="error">
          {common(`refusals.${problem.code}`, problemValues(problem))}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('bets.editRule')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onClose} disabled={busy}>
          {t('bets.editKeep')}
        </Button>
        <Button size="small" variant="contained" type="submit" disabled={busy}>
          {t('bets.editSave')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A value for phones and one from 600 px up, or the phone's at every width when compact. */
const wide = (compact: boolean, phone: string | number, wider: string | number) =>
  compact ? phone : { xs: phone, sm: wider };

export interface BetRowProps {
  readonly bet: Bet;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onEdit: (edit: BetEdit) => Promise<boolean>;
  /** Laid out as on a phone at every width: for a narrow column beside the markets. */
  readonly compact?: boolean;
}

/**
 * One open bet: side and runner, odds and stake, matched or waiting (and how much of each), the
 * average matched odds, the in-play choice; cancel and edit for what is waiting.
 */
export function BetRow({ bet, busy, onCancel, onEdit, compact = false }: BetRowProps) {
  const { t } = useSportsTranslation();
  const { amount, dateTime } = useLocaleFormat();
  const [editing, setEditing] = useState(false);
  const side = t(`slip.side.${bet.side}`);
  const backing = bet.side === 'BACK' || bet.side === 'YES';
  const partly = bet.matchedStake > 0 && bet.unmatchedStake > 0;
  const matched = bet.unmatchedStake <= 0;
  const named = { side, runner: bet.runnerName, amount: amount(bet.unmatchedStake), odds: bet.odds };
  return (
    <Box
      component="li"
      data-bet-id={bet.id}
      data-bet-status={bet.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: wide(compact, '1fr auto', 'minmax(0, 2fr) minmax(0, 2fr) auto'),
        gap: 1,
        alignItems: 'center',
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: (theme) => (backing ? backTint(theme) : layTint(theme)),
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {side} {bet.runnerName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={bet.placedAt}>
          {t('bets.placedAt', { time: dateTime(bet.placedAt) })}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: wide(compact, '1 / -1', 'auto'), gridRow: wide(compact, 2, 'auto') }}>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('bets.odds', { odds: bet.odds })} · {t('bets.stake', { amount: amount(bet.stake) })}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mt: 0.25 }}>
          <Chip size="small" variant="outlined" label={matched ? t('bets.matched') : t('bets.unmatched')} />
          {partly && (
            <Typography variant="caption">
              {t('bets.partly', { matched: amount(bet.matchedStake), unmatched: amount(bet.unmatchedStake) })}
            </Typography>
          )}
          {bet.averageMatchedOdds !== null && bet.averageMatchedOdds !== bet.odds && (
            <Typography variant="caption">{t('bets.averageOdds', { odds: bet.averageMatchedOdds })}</Typography>
          )}
          {!matched && bet.side !== 'YES' && bet.side !== 'NO' && (
            <Typography variant="caption" color="text.secondary">
              {bet.persistence === 'KEEP' ? t('bets.inPlayKeep') : t('bets.inPlayCancel')}
            </Typography>
          )}
        </Stack>
      </Box>
      <Stack
        direction="row"
        sx={{
          gap: 0.5,
          gridColumn: wide(compact, 2, 'auto'),
          gridRow: wide(compact, 1, 'auto'),
          justifyContent: 'flex-end',
        }}
      >
        {isEditable(bet) && !editing && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => setEditing(true)}
            aria-label={t('bets.editBetNamed', named)}
          >
            {t('bets.edit')}
          </Button>
        )}
        {isCancellable(bet) && (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={onCancel}
            aria-label={t('bets.cancelBet', named)}
          >
            {t('bets.cancel')}
          </Button>
        )}
      </Stack>
      {editing && isEditable(bet) && (
        <EditForm bet={bet} busy={busy} onSave={onEdit} onClose={() => setEditing(false)} />
      )}
    </Box>
  );
}
