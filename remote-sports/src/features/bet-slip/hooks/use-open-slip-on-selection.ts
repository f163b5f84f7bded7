import type { BetSide, Market } from '@exchange/contracts';
import { selectUserInfo, useSessionStore } from '@exchange/shared';
import { useEffect } from 'react';

import { betSelectionStore, type PriceSelection } from '../../../stores/bet-selection-store';
import { betSlipStore } from '../stores/bet-slip-store';
import { preferencesOf } from '../stores/betting-preferences';

const sides: Record<PriceSelection['side'], BetSide> = { back: 'BACK', lay: 'LAY', yes: 'YES', no: 'NO' };

/**
 * Opens the slip for the price a player presses on this page (the price buttons hand it to the
 * selection store), with what the slip needs of its market, then takes the selection in. With
 * one-click betting on, the slip opens with the player's one-click stake and places itself.
 */
export function useOpenSlipOnSelection(markets: readonly Market[]): void {
  const username = useSessionStore(selectUserInfo)?.username ?? null;
  useEffect(() => {
    const openFrom = (selection: PriceSelection | null) => {
      if (selection === null || username === null) return;
      const market = markets.find((candidate) => candidate.id === selection.marketId);
      if (market === undefined) return;
      const { oneClick, oneClickStake } = preferencesOf(username);
      betSlipStore.getState().open(
        {
          eventId: market.eventId,
          marketId: market.id,
          marketKind: market.kind,
          marketType: market.type,
          runnerId: selection.runnerId,
          runnerName: selection.runnerName,
          side: sides[selection.side],
          price: selection.price,
          ...(selection.rate === undefined ? {} : { rate: selection.rate }),
        },
        username,
        oneClick && oneClickStake !== null ? { stake: String(oneClickStake) } : undefined,
      );
      betSelectionStore.getState().clear();
    };
    openFrom(betSelectionStore.getState().selection);
    return betSelectionStore.subscribe((state) => openFrom(state.selection));
  }, [markets, username]);
}
