import type { MarketState, PlaceBetRequest, RefusalCode } from '@exchange/contracts';

import type { ExchangeError } from '../exchange/exchange.js';
import { HttpError, refused } from '../http/errors.js';

/** The refusal a player meets when a market's state stops a bet. */
const stateRefusals: Readonly<Record<Exclude<MarketState, 'OPEN'>, RefusalCode>> = {
  SUSPENDED: 'marketSuspended',
  BALL_RUNNING: 'ballRunning',
  CLOSED: 'marketClosed',
};

/** The answer to a bet in a market that is not open, by the market's state. */
export const notOpen = (state: MarketState): HttpError =>
  refused(409, state === 'OPEN' ? 'marketNotOpen' : stateRefusals[state]);

/** The answer for a bet the engine turned down; the placement's checks meet most of these first. */
export function exchangeRefusal(error: ExchangeError, request: PlaceBetRequest): HttpError {
  switch (error.kind) {
    case 'unknown-market':
      return refused(409, 'marketClosed');
    case 'market-not-open':
      return refused(409, 'marketNotOpen');
    case 'price-off-ladder':
      return refused(400, 'oddsOffLadder', { odds: request.odds });
    case 'unknown-runner':
      return refused(400, 'runnerNotInMarket', { runnerId: request.runnerId });
    case 'invalid-size':
      return refused(400, 'stakeFormat');
    case 'not-an-exchange-market':
      // The market store and the engine disagree on the market's kind: no player's doing.
      return new HttpError(400, error.message);
  }
}
