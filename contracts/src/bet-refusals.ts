import type { TemplateTable } from './wording.js';

/**
 * The betting calls' refusals by code, with their English wording: the api throws them, and the
 * bet slip refuses with the same codes before sending, so the player reads one text either way.
 * `{{name, money}}` marks an amount as the api writes it ("5100.00"); odds and ids are plain values.
 */
export const betRefusals = {
  stakeMissing: 'Enter a stake.',
  stakeFormat: 'A stake is an amount with at most two decimals.',
  stakeNotPositive: 'The stake must be more than 0.',
  oddsFormat: 'Odds are from {{min}} to {{max}}.',
  oddsOffLadder: '{{odds}} is not a price of the ladder.',
  minStake: 'The minimum stake is {{amount, money}}.',
  maxStake: 'The maximum stake is {{amount, money}}.',
  maxProfit: 'This bet could win {{profit, money}}; one bet may win at most {{amount, money}}.',
  insufficientBalance: 'Insufficient balance: {{available, money}} available, {{needed, money}} needed.',
  marketNotFound: 'Market {{marketId}} not found.',
  runnerNotInMarket: 'Runner {{runnerId}} is not in this market.',
  fancySide: 'A bet on a fancy line is YES or NO.',
  fancyLine: 'A run line is a whole number of runs.',
  exchangeSide: 'A bet on this market is BACK or LAY.',
  bookmakerRate: 'A bookmaker rate is from 0.01 to 100.',
  marketSuspended: 'This market is suspended: the bet was not placed.',
  ballRunning: 'The ball is running: the bet was not placed.',
  marketClosed: 'This market is closed: the bet was not placed.',
  marketNotOpen: 'This market is not open: the bet was not placed.',
  selectionNotOffered: 'This selection is not offered now: the bet was not placed.',
  lineNotOffered: 'This line is not offered now: the bet was not placed.',
  priceMoved: 'The price has changed: {{offered}} is offered now, not {{asked}}. The bet was not placed.',
  betKeyReused: 'This idempotency key was already used for a different bet.',
  cashOutExchangeOnly: 'Cash out is offered on exchange markets only.',
  cashOutMarketNotOpen: 'This market is not open: nothing was cashed out.',
  nothingToCashOut: 'There is nothing to cash out on this market at the current prices.',
  cashOutShare: 'A cash out is of 1 to 100 percent of the position.',
  betNotFound: 'Bet {{betId}} not found.',
  betNotEditable: 'Bet {{betId}} has no unmatched part left to change.',
  historyDateNotValid: '{{field}}: not a date.',
} as const satisfies TemplateTable;

/** A code of the betting calls' refusals. */
export type BetRefusalCode = keyof typeof betRefusals;
