import type { MarketSlots } from '../../components/market-slots';
import { CashOutButton } from './components/cash-out-button';
import { RunnerProfitLoss } from './components/runner-profit-loss';
import { BetSlipPanel, InlineBetSlip } from './components/slip-placements';

/** What betting adds to the market page: P/L beside runners, the slip, cash out. */
export const betSlipMarketSlots: MarketSlots = {
  RunnerAside: RunnerProfitLoss,
  RunnerBelow: InlineBetSlip,
  MarketActions: CashOutButton,
  PageAside: BetSlipPanel,
};
