import { betMessage } from '@exchange/contracts';

import type { ExchangeError } from '../exchange/exchange.js';
import { HttpError } from '../http/errors.js';

/** What a player reads when a market's state stops a bet. */
export const stateMessages: Record<string, string> = {
  SUSPENDED: betMessage('marketSuspended'),
  BALL_RUNNING: betMessage('ballRunning'),
  CLOSED: betMessage('marketClosed'),
};

/** The answer a caller reads for a refused placement. */
export const refuse = (status: number, message: string): HttpError => new HttpError(status, message);

/** The answer for a bet the engine turned down. */
export function exchangeRefusal(error: ExchangeError): HttpError {
  switch (error.kind) {
    case 'unknown-market':
      return refuse(409, stateMessages.CLOSED ?? '');
    case 'market-not-open':
      return refuse(409, betMessage('marketNotOpen'));
    case 'price-off-ladder':
      return refuse(400, error.message);
    case 'unknown-runner':
    case 'not-an-exchange-market':
    case 'invalid-size':
      return refuse(400, error.message);
  }
}
