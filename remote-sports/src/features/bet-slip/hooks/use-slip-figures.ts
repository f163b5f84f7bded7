import { minorToNumber, type Market } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { userLimitsQuery } from '../api/get-user-limits';
import { limitProblem, parseOdds, parseStake, slipFigures, type SlipFigures, type SlipProblem } from '../slip-maths';
import type { OpenSlip } from '../stores/bet-slip-store';
import { useMarketProfitLoss } from './use-market-profit-loss';

export interface SlipReading {
  /** The odds the slip would send, when they can be sent. */
  readonly odds: number | null;
  /** The stake in rupees, when it can be sent. */
  readonly stake: number | null;
  readonly figures: SlipFigures | null;
  /** The first reason the slip cannot be sent as it is. */
  readonly problem: SlipProblem | null;
}

/**
 * Reads an open slip for its market: the odds and stake as typed, this bet's figures on top of the
 * player's matched bets there, and what stops it being sent (format, ladder, the player's limits).
 */
export function useSlipReading(slip: OpenSlip | null, market: Market): SlipReading {
  const current = useMarketProfitLoss(market.id);
  const { data: limits } = useQuery(userLimitsQuery);
  return useMemo(() => {
    if (slip === null || slip.selection.marketId !== market.id) {
      return { odds: null, stake: null, figures: null, problem: null };
    }
    const { selection } = slip;
    const odds =
      selection.marketKind === 'exchange' ? parseOdds(slip.odds) : { ok: true as const, value: selection.price };
    const stake = parseStake(slip.stake);
    if (!odds.ok) return { odds: null, stake: null, figures: null, problem: odds.problem };
    if (!stake.ok) return { odds: odds.value, stake: null, figures: null, problem: stake.problem };
    const figures = slipFigures(
      {
        kind: selection.marketKind,
        side: selection.side,
        runnerId: selection.runnerId,
        odds: odds.value,
        rate: selection.rate,
        stake: stake.value,
      },
      market.runners.map((runner) => runner.id),
      current ?? undefined,
    );
    const limit = limits?.find((candidate) => candidate.marketType === selection.marketType);
    return {
      odds: odds.value,
      stake: minorToNumber(stake.value),
      figures,
      problem: limitProblem(limit, stake.value, figures.profit),
    };
  }, [slip, market, current, limits]);
}
