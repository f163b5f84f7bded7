import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { LivePriceSource } from '../../../components/market-slots';
import { allSportsBrand, matchedIn, matchOdds, player, playerBet } from '../../../testing/sports-fixtures';
import { CashOutButton } from './cash-out-button';

const market = matchOdds('1.31', 31, ['India', 'Australia', 'Draw']);

/** The page's live prices as the slot reads them, noting which cells it follows. */
function pricesFollowed() {
  const followed: string[] = [];
  const source: LivePriceSource = {
    getCell: (_marketId, runnerId, side) => ({ price: (side === 'back' ? 1.5 : 1.52) + runnerId, size: 100 }),
    getStatus: () => ({ state: 'OPEN', inPlay: true }),
    subscribeCell: (marketId, runnerId, side, level) => {
      followed.push(`${marketId} ${runnerId} ${side} ${level}`);
      return () => undefined;
    },
    subscribeStatus: () => () => undefined,
  };
  return { source, followed };
}

function answerOpenBets(openBets: unknown[]) {
  const network = fakeNetwork();
  network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets, balance: 10_000, exposure: 0 });
  return network;
}

const matchedBack = playerBet(501, matchedIn(2));

const renderButton = (source: LivePriceSource) =>
  renderRoute(<CashOutButton market={market} prices={source} />, {
    path: '/markets/31/32.31',
    route: '/markets/:eventid?/:dreamEventId',
    session: player,
    settings: allSportsBrand,
  });

describe('the cash out button', { timeout: 30_000 }, () => {
  it('follows no price while the player has no matched bet on the market', async () => {
    const network = answerOpenBets([]);
    const { source, followed } = pricesFollowed();
    await renderButton(source);
    await waitFor(() => expect(network.requestsTo('GET', 'Bet/GetUserOpenBets')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: /^Cash out/ })).toBeNull();
    expect(followed).toEqual([]);
  });

  it('follows each runner’s best back and lay once the player has a matched bet there', async () => {
    answerOpenBets([matchedBack]);
    const { source, followed } = pricesFollowed();
    await renderButton(source);
    expect(await screen.findByRole('button', { name: /^Cash out / })).toBeDefined();
    expect([...new Set(followed)].sort()).toEqual(
      [1, 2, 3].flatMap((runnerId) => [`1.31 ${runnerId} back 0`, `1.31 ${runnerId} lay 0`]).sort(),
    );
  });
});
