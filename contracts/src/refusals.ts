import { accountFormMessages } from './account-form-refusals.js';
import { accountRefusals } from './account-refusals.js';
import { betRefusals } from './bet-refusals.js';
import { bonusMessages } from './bonus-refusals.js';
import { casinoRefusals } from './casino-refusals.js';
import { paymentMessages } from './payment-refusals.js';
import { requestRefusals } from './request-refusals.js';
import { responsiblePlayMessages } from './responsible-play-refusals.js';
import { sportsRefusals } from './sports-refusals.js';
import { stakeFormMessages } from './stake-refusals.js';
import { transactionMessages } from './transaction-refusals.js';
import { wordingKit, type Wording } from './wording.js';

/**
 * Every refusal a player can meet, by code, with its English wording: the api throws a code and
 * its values, answers with both beside the English message, and a client says the code in the
 * player's language. Form rules use the same codes as their zod messages, so a field is refused
 * with the same words before sending and after. Each domain keeps its own table; a code names one
 * refusal across all of them (a test checks no two tables share one).
 */
export const refusalTables = {
  requests: requestRefusals,
  accountForms: accountFormMessages,
  accounts: accountRefusals,
  bets: betRefusals,
  payments: paymentMessages,
  stakes: stakeFormMessages,
  responsiblePlay: responsiblePlayMessages,
  bonus: bonusMessages,
  transactions: transactionMessages,
  sports: sportsRefusals,
  casino: casinoRefusals,
} as const;

type Tables = typeof refusalTables;
type AllTables = Tables[keyof Tables];
type KeysOf<Union> = Union extends unknown ? keyof Union : never;

export const refusalTexts = Object.assign({}, ...Object.values(refusalTables)) as {
  readonly [Code in KeysOf<AllTables>]: Extract<AllTables, Record<Code, unknown>>[Code];
};

export type RefusalCode = keyof typeof refusalTexts;

/** A refusal as a value: what the api throws and what a client translates. */
export type Refusal = Wording<RefusalCode>;

const refusals = wordingKit(refusalTexts);

export const isRefusalCode = refusals.isCode;

/** A refusal with its values. */
export const refusal = refusals.wording;

/** A refusal's English wording, as the api writes it into the envelope's `message`. */
export const refusalText = refusals.english;
