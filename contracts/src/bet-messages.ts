// The words of the betting calls' refusals, in one table: the api answers with them, the bet slip
// says the same before sending, and the client recognises an answer to show it in the player's
// language. `{{name}}` marks a value (an amount as the api writes it, odds, a runner's id).

export const betMessages = {
  stakeMissing: 'Enter a stake.',
  stakeFormat: 'A stake is an amount with at most two decimals.',
  stakeNotPositive: 'The stake must be more than 0.',
  oddsFormat: 'Odds are from {{min}} to {{max}}.',
  oddsOffLadder: '{{odds}} is not a price of the ladder.',
  minStake: 'The minimum stake is {{amount}}.',
  maxStake: 'The maximum stake is {{amount}}.',
  maxProfit: 'This bet could win {{profit}}; one bet may win at most {{amount}}.',
  insufficientBalance: 'Insufficient balance: {{available}} available, {{needed}} needed.',
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
  keyReused: 'This idempotency key was already used for a different bet.',
  cashOutExchangeOnly: 'Cash out is offered on exchange markets only.',
  cashOutMarketNotOpen: 'This market is not open: nothing was cashed out.',
  nothingToCashOut: 'There is nothing to cash out on this market at the current prices.',
  cashOutShare: 'A cash out is of 1 to 100 percent of the position.',
  betNotFound: 'Bet {{betId}} not found.',
} as const;

export type BetMessageKey = keyof typeof betMessages;

/** The values a message names, as they are written into it. */
export type BetMessageValues = Readonly<Record<string, string | number>>;

const placeholder = /\{\{(\w+)\}\}/g;

/** A message of the table with its values filled in; a value not given stays as its mark. */
export function betMessage(key: BetMessageKey, values: BetMessageValues = {}): string {
  return betMessages[key].replace(placeholder, (mark, name: string) => (name in values ? String(values[name]) : mark));
}

export interface ReadBetMessage {
  readonly key: BetMessageKey;
  readonly values: Readonly<Record<string, string>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = (Object.keys(betMessages) as BetMessageKey[]).map((key) => {
  const template = betMessages[key];
  const names = [...template.matchAll(placeholder)].map((match) => match[1] ?? '');
  const source = template
    .split(placeholder)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Which message of the table a text is, and its values: how a client shows an answer in its own words. */
export function readBetMessage(text: string): ReadBetMessage | null {
  const trimmed = text.trim();
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(trimmed);
    if (match === null) continue;
    return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}
