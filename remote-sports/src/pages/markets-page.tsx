import { MarketSlotsContext } from '../components/market-slots';
import { betSlipMarketSlots } from '../features/bet-slip/market-slots';
import { MarketsPage as EventMarketsPage } from '../features/markets/markets-page';

/** `/markets/…`: the markets feature's page with betting in its slots (slip, projected P/L, cash out). */
export function MarketsPage() {
  return (
    <MarketSlotsContext value={betSlipMarketSlots}>
      <EventMarketsPage />
    </MarketSlotsContext>
  );
}
