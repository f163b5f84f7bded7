import type { Market, PlaceBetRequest, PlaceBetResult } from '@exchange/contracts';
import { commonNamespace, useConnectionLost, useLocaleFormat, useTranslateRefusal } from '@exchange/shared';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { problemValues, type SlipProblem } from '../slip-maths';
import { selectSending, useBetSlipStore, type OpenSlip } from '../stores/bet-slip-store';
import { usePlaceBet } from './use-place-bet';
import type { SlipReading } from './use-slip-figures';

/** The api's answer shown on the slip: its refusal, or `unanswered` when no answer came. */
type SlipAnswer = Error | 'unanswered';

export interface SlipPlacementInput {
  readonly slip: OpenSlip;
  readonly market: Market;
  readonly reading: SlipReading;
  /** The market takes bets now. */
  readonly open: boolean;
  /** The market is in play: the bet waits out its bet delay and says nothing of persistence. */
  readonly inPlay: boolean;
}

export interface SlipPlacement {
  /** The api cannot be reached: the slip says so and sends nothing until it can. */
  readonly connectionLost: boolean;
  /** A placement is out: the slip's fields and buttons are disabled and a second press sends nothing. */
  readonly sending: boolean;
  /** Whole seconds left of the in-play bet delay while the placement waits; null otherwise. */
  readonly secondsLeft: number | null;
  /** What is wrong with the slip as typed, in the language shown; null when nothing is (or not yet said). */
  readonly problemMessage: string | null;
  /** The api's refusal of the last placement (or that no answer came), in the language shown. */
  readonly answerMessage: string | null;
  /** Runs a change to the slip: the last placement's answer no longer stands. */
  readonly edited: (change: () => void) => void;
  /** Places the slip on `Place bet` (or one-click betting's own press), once per press, when it can be sent. */
  readonly submit: (event?: FormEvent) => Promise<void>;
}

/**
 * The placement of one slip and what the player is told of it: the slip's own problem (a missing
 * stake only once a placement was tried, a wrong value as it is typed), the api's answer on the
 * slip and in a snackbar, the bet placed in a snackbar.
 */
export function useSlipPlacement({ slip, market, reading, open, inPlay }: SlipPlacementInput): SlipPlacement {
  const sending = useBetSlipStore(selectSending);
  const { place, secondsLeft } = usePlaceBet();
  const { problemText, answerText, notifyPlaced, notifyRefused } = useSlipMessages(slip);
  const connectionLost = useConnectionLost();
  const [attempted, setAttempted] = useState(false);
  // Kept as the answer itself, so it is said in the language shown as that changes.
  const [answer, setAnswer] = useState<SlipAnswer | null>(null);
  const { problem } = reading;

  const edited = (change: () => void) => {
    setAnswer(null);
    change();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    if (problem !== null || reading.odds === null || reading.stake === null || !open || connectionLost) return;
    setAnswer(null);
    const request = placementRequest(slip, market, { odds: reading.odds, stake: reading.stake }, inPlay);
    const outcome = await place(request, inPlay ? market.betDelay : 0);
    if (outcome === null) return;
    if (outcome.placed) {
      notifyPlaced(outcome.result.bet);
      return;
    }
    const refusal = outcome.unanswered ? 'unanswered' : outcome.error;
    setAnswer(refusal);
    notifyRefused(refusal);
  };

  return {
    connectionLost,
    sending,
    secondsLeft,
    problemMessage: problem !== null && (attempted || problem.code !== 'stakeMissing') ? problemText(problem) : null,
    answerMessage: answer === null ? null : answerText(answer),
    edited,
    submit,
  };
}

/** What the slip sends: on the exchange with the player's better odds and in-play choices, elsewhere as pressed. */
function placementRequest(
  slip: OpenSlip,
  market: Market,
  { odds, stake }: { readonly odds: number; readonly stake: number },
  inPlay: boolean,
): Omit<PlaceBetRequest, 'idempotencyKey'> {
  const { selection } = slip;
  const exchange = selection.marketKind === 'exchange';
  return {
    marketId: market.id,
    runnerId: selection.runnerId,
    side: selection.side,
    odds,
    stake,
    acceptBetterOdds: exchange ? slip.acceptBetterOdds : true,
    ...(exchange && !inPlay ? { persistence: slip.persistence } : {}),
  };
}

/** The slip's wording: its problems, the api's answers, and the snackbars of a placement. */
function useSlipMessages(slip: OpenSlip) {
  const { t } = useSportsTranslation();
  const { t: common } = useTranslation(commonNamespace);
  const translateRefusal = useTranslateRefusal();
  const { amount } = useLocaleFormat();
  const { enqueueSnackbar } = useSnackbar();
  const sideName = t(`slip.side.${slip.selection.side}`);

  // The slip's own problems are the api's refusals by the same codes, so they read the same.
  const problemText = (problem: SlipProblem): string => common(`refusals.${problem.code}`, problemValues(problem));
  const answerText = (answer: SlipAnswer): string =>
    answer === 'unanswered' ? t('slip.unanswered') : translateRefusal(answer);

  const notifyPlaced = (bet: PlaceBetResult['bet']) => {
    const status =
      bet.status === 'MATCHED' || bet.status === 'PARTIALLY_MATCHED' || bet.status === 'UNMATCHED'
        ? bet.status
        : 'other';
    const values = {
      side: sideName,
      runner: bet.runnerName,
      stake: amount(bet.stake),
      matched: amount(bet.matchedStake),
      unmatched: amount(bet.unmatchedStake),
      odds: bet.averageMatchedOdds ?? bet.odds,
    };
    enqueueSnackbar(t(`slip.placed.${status}`, values), { variant: 'success' });
  };
  const notifyRefused = (answer: SlipAnswer) =>
    enqueueSnackbar(t('slip.refused', { message: answerText(answer) }), { variant: 'error' });

  return { problemText, answerText, notifyPlaced, notifyRefused };
}
