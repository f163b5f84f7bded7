import type { MarketSlots } from '../../components/market-slots';
import { BettingControls } from './components/betting-controls';
import { CashOutButton } from './components/cash-out-button';
import { MarketTerms } from './components/market-terms';
import { RunnerProfitLoss } from './components/runner-profit-loss';
import { BetSlipPanel, InlineBetSlip } from './components/slip-placements';

/** What betting adds to the market page: P/L beside runners, the slip, cash out, the betting controls. */
export const betSlipMarketSlots: MarketSlots = {
  RunnerAside: RunnerProfitLoss,
  RunnerBelow: InlineBetSlip,
  MarketActions: CashOutButton,
  MarketBelowHeading: MarketTerms,
  PageAside: BetSlipPanel,
  PageTop: BettingControls,
};
