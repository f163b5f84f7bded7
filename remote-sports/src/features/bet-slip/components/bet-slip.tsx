import {
  fromMinor,
  maxOdds,
  minOdds,
  readBetMessage,
  readResponsiblePlayMessage,
  stepOdds,
  type Market,
} from '@exchange/contracts';
import { primaryTextColour, useLocaleFormat, useTranslateMessage } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';

import type { LivePriceSource } from '../../../components/market-slots';
import { backTint, layTint } from '../../../components/price-colours';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useLiveMarketStatus } from '../hooks/use-best-prices';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useSlipReading } from '../hooks/use-slip-figures';
import { useStakeButtons } from '../hooks/use-stake-buttons';
import type { SlipProblem } from '../slip-maths';
import { betSlipStore, selectSending, useBetSlipStore, type OpenSlip } from '../stores/bet-slip-store';
import { SignedAmount } from './signed-amount';

export interface BetSlipProps {
  readonly slip: OpenSlip;
  readonly market: Market;
  readonly prices: LivePriceSource;
}

const actions = () => betSlipStore.getState();

// A focused field's label in the scheme's readable primary (the brand's #7367F0 is below AA on paper).
const fieldStyle = { '& .MuiInputLabel-root.Mui-focused': { color: primaryTextColour } } as const;

/**
 * The bet slip of one selection: odds (on the exchange, stepping along the price ladder), stake
 * with the player's quick stakes, this bet's profit or liability and every runner's P/L if it is
 * matched, updated as the player types; then one placement per press of `Place bet`.
 */
export function BetSlip({ slip, market, prices }: BetSlipProps) {
  const { t } = useSportsTranslation();
  const translate = useTranslateMessage();
  const { amount } = useLocaleFormat();
  const { enqueueSnackbar } = useSnackbar();
  const sending = useBetSlipStore(selectSending);
  const stakeButtons = useStakeButtons();
  const status = useLiveMarketStatus(prices, market.id);
  const reading = useSlipReading(slip, market);
  const { place, secondsLeft } = usePlaceBet();
  const [attempted, setAttempted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const headingId = useId();
  const { selection } = slip;
  const kind = selection.marketKind;
  const sideName = t(`slip.side.${selection.side}`);
  const open = status.known ? status.open : market.prices.state === 'OPEN';
  const inPlay = status.known ? status.inPlay : market.prices.inPlay;
  const backing = selection.side === 'BACK' || selection.side === 'YES';

  // The same table of messages as the api's refusals (contracts' betMessages), in the player's language.
  const problemText = (problem: SlipProblem): string =>
    t(`betMessages.${problem.code}`, {
      amount: 'amount' in problem ? amount(problem.amount) : '',
      profit: 'profit' in problem ? amount(problem.profit) : '',
      odds: 'odds' in problem ? problem.odds : '',
      min: minOdds,
      max: maxOdds,
    });
  const refusalText = (message: string): string => {
    const known = readBetMessage(message);
    if (known !== null) return t(`betMessages.${known.key}`, known.values);
    // A loss limit's refusal names amounts as the api writes them ("5100.00"): shown in the player's format.
    const lossLimit = readResponsiblePlayMessage(message);
    if (lossLimit === null) return translate(message);
    const { risk, limit, room } = lossLimit.values;
    return t(`lossLimits.${lossLimit.key}`, { risk: amount(risk), limit: amount(limit), room: amount(room) });
  };
  // A missing stake is said only once the player tries to place; a wrong one as it is typed.
  const shownProblem =
    reading.problem !== null && (attempted || reading.problem.code !== 'stakeMissing')
      ? problemText(reading.problem)
      : null;

  const edited = (change: () => void) => {
    setServerMessage(null);
    change();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (reading.problem !== null || reading.odds === null || reading.stake === null || !open) return;
    setServerMessage(null);
    const outcome = await place(
      {
        marketId: market.id,
        runnerId: selection.runnerId,
        side: selection.side,
        odds: reading.odds,
        stake: reading.stake,
        acceptBetterOdds: kind === 'exchange' ? slip.acceptBetterOdds : true,
        ...(kind === 'exchange' && !inPlay ? { persistence: slip.persistence } : {}),
      },
      inPlay ? market.betDelay : 0,
    );
    if (outcome === null) return;
    if (outcome.placed) {
      const { bet } = outcome.result;
      const status =
        bet.status === 'MATCHED' || bet.status === 'PARTIALLY_MATCHED' || bet.status === 'UNMATCHED'
          ? bet.status
          : 'other';
      enqueueSnackbar(
        t(`slip.placed.${status}`, {
          side: sideName,
          runner: bet.runnerName,
          stake: amount(bet.stake),
          matched: amount(bet.matchedStake),
          unmatched: amount(bet.unmatchedStake),
          odds: bet.averageMatchedOdds ?? bet.odds,
        }),
        { variant: 'success' },
      );
      return;
    }
    const message = outcome.unanswered ? t('slip.unanswered') : refusalText(outcome.error.message);
    setServerMessage(message);
    enqueueSnackbar(t('slip.refused', { message }), { variant: 'error' });
  };

  // A back (or YES) shows what it wins, a lay (or NO) what it risks.
  const liabilityShown = !backing;
  const figures = reading.figures;
  const runnersById = new Map(market.runners.map((runner) => [runner.id, runner.name]));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      data-bet-slip={selection.marketId}
      sx={{
        gridColumn: '1 / -1',
        p: 1.5,
        borderRadius: 1,
        // The side's tint marks the slip; its fields and figures sit on the paper, where every
        // label keeps its contrast in both schemes.
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: 6,
        borderTopColor: (theme) => (backing ? backTint(theme) : layTint(theme)),
        display: 'grid',
        gap: 1.25,
      }}
    >
      <Box>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('slip.region', { side: sideName, runner: selection.runnerName })}
        </Typography>
        <Typography variant="caption">{market.name}</Typography>
      </Box>

      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        {kind === 'exchange' ? (
          <Stack direction="row" sx={{ alignItems: 'center', flex: '1 1 50%', minWidth: 0 }}>
            <IconButton
              aria-label={t('slip.lowerOdds')}
              size="small"
              disabled={sending}
              onClick={() =>
                edited(() => actions().setOdds(String(stepOdds(Number(slip.odds) || selection.price, -1))))
              }
            >
              <span aria-hidden="true">−</span>
            </IconButton>
            <TextField
              label={t('slip.odds')}
              value={slip.odds}
              size="small"
              disabled={sending}
              onChange={(event) => edited(() => actions().setOdds(event.target.value))}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              sx={fieldStyle}
            />
            <IconButton
              aria-label={t('slip.raiseOdds')}
              size="small"
              disabled={sending}
              onClick={() => edited(() => actions().setOdds(String(stepOdds(Number(slip.odds) || selection.price, 1))))}
            >
              <span aria-hidden="true">+</span>
            </IconButton>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ flex: '1 1 50%', alignSelf: 'center' }}>
            {kind === 'fancy'
              ? `${t('slip.line')} ${selection.price} · ${t('slip.rate')} ${selection.rate ?? ''}`
              : `${t('slip.rate')} ${selection.price}`}
          </Typography>
        )}
        <TextField
          label={t('slip.stake')}
          value={slip.stake}
          size="small"
          autoFocus
          disabled={sending}
          onChange={(event) => edited(() => actions().setStake(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ ...fieldStyle, flex: '1 1 50%', minWidth: 0 }}
        />
      </Stack>

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
            onClick={() => edited(() => actions().setStake(String(button.value)))}
            sx={{ minWidth: 0, bgcolor: 'background.paper', textTransform: 'none' }}
          >
            {button.title}
          </Button>
        ))}
      </Box>

      <Box aria-live="polite" sx={{ display: 'grid', gap: 0.5, p: 1, borderRadius: 1, bgcolor: 'background.paper' }}>
        <Typography variant="body2">
          {liabilityShown ? t('slip.liability') : t('slip.profit')}:{' '}
          <Box
            component="span"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-figure={liabilityShown ? 'liability' : 'profit'}
          >
            {figures === null ? '–' : amount(fromMinor(liabilityShown ? figures.liability : figures.profit))}
          </Box>
        </Typography>
        {figures?.runners != null && (
          <Box>
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {t('slip.ifMatched')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {[...figures.runners].map(([runnerId, value]) => (
                <Box
                  component="li"
                  key={runnerId}
                  data-runner-pl={runnerId}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'body2' }}
                >
                  <span>{runnersById.get(runnerId) ?? runnerId}</span>
                  <SignedAmount value={value} />
                </Box>
              ))}
            </Box>
            {figures.exposure !== null && (
              <Typography variant="caption">
                {t('slip.exposureIfMatched', { amount: amount(fromMinor(figures.exposure)) })}
              </Typography>
            )}
          </Box>
        )}
        {figures?.outcomes != null && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {figures.outcomes.map((outcome) => (
              <Box
                component="li"
                key={outcome.result}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'body2' }}
              >
                <span>
                  {outcome.result === 'atOrAbove'
                    ? t('slip.fancyAtOrAbove', { line: outcome.line })
                    : t('slip.fancyBelow', { line: outcome.line })}
                </span>
                <SignedAmount value={outcome.profitLoss} />
              </Box>
            ))}
          </Box>
        )}
      </Box>

      {kind === 'exchange' && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={slip.acceptBetterOdds}
              disabled={sending}
              onChange={(event) => edited(() => actions().setAcceptBetterOdds(event.target.checked))}
            />
          }
          label={t('slip.acceptBetterOdds')}
        />
      )}
      {kind === 'exchange' && !inPlay && (
        <Box role="group" aria-labelledby={`${headingId}-persistence`}>
          <Typography id={`${headingId}-persistence`} variant="caption">
            {t('slip.atInPlay')}
          </Typography>
          <RadioGroup
            row
            value={slip.persistence}
            onChange={(event) =>
              edited(() => actions().setPersistence(event.target.value === 'KEEP' ? 'KEEP' : 'CANCEL'))
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
      )}

      {!open && <Alert severity="warning">{t('slip.closedMarket')}</Alert>}
      {shownProblem !== null && (
        <Alert severity="error" role="alert">
          {shownProblem}
        </Alert>
      )}
      {serverMessage !== null && (
        <Alert severity="error" role="alert">
          {serverMessage}
        </Alert>
      )}
      {sending && (
        <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
          {t('slip.placing')}{' '}
          {secondsLeft !== null && secondsLeft > 0 ? t('slip.countdown', { seconds: secondsLeft }) : null}
        </Typography>
      )}

      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={sending}
          onClick={() => actions().close()}
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('slip.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending || !open}>
          {t('slip.place')}
        </Button>
      </Stack>
    </Box>
  );
}
