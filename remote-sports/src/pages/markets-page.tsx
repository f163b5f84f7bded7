import Box from '@mui/material/Box';

import { MarketSlotsContext, type MarketSlots, type PageAsideProps } from '../components/market-slots';
import { betSlipMarketSlots } from '../features/bet-slip/market-slots';
import { EventBets } from '../features/bets/components/event-bets';
import { MarketsPage as EventMarketsPage } from '../features/markets/markets-page';

const { PageAside: SlipAside } = betSlipMarketSlots;

/**
 * Beside the markets on a wide screen (under them on a phone): the slip, then the player's bets on
 * the event. The column stays in view while the markets scroll, and scrolls itself when it is taller
 * than the room above the floating contact buttons.
 */
function MarketsAside(props: PageAsideProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        position: { md: 'sticky' },
        top: { md: 72 },
        // Ends above the floating contact buttons, so its last row is never under them.
        maxHeight: { md: 'calc(100dvh - 160px)' },
        overflowY: { md: 'auto' },
      }}
    >
      {SlipAside !== undefined && <SlipAside {...props} />}
      <EventBets event={props.event} markets={props.markets} />
    </Box>
  );
}

const marketsPageSlots: MarketSlots = { ...betSlipMarketSlots, PageAside: MarketsAside };

/** `/markets/…`: the markets feature's page with betting in its slots (slip, projected P/L, cash out, your bets). */
export function MarketsPage() {
  return (
    <MarketSlotsContext value={marketsPageSlots}>
      <EventMarketsPage />
    </MarketSlotsContext>
  );
}
