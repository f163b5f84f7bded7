import { wordingKit, type TemplateTable, type Wording } from './wording.js';

/**
 * The lines of the account statement, by code, with their English: each ledger posting says what
 * moved the player's money as one of these and its values. Event, market, game and bonus names are
 * values and stay as they are named; the words around them are the client's to translate.
 */
export const statementLineTexts = {
  openingBalance: 'Opening balance',
  balanceAdjustment: 'Balance adjustment',
  bankDeposit: 'Bank deposit',
  upiDeposit: 'UPI deposit',
  withdrawalToBank: 'Withdrawal to bank account',
  withdrawalToUpi: 'Withdrawal to UPI',
  withdrawalReturned: 'Withdrawal rejected: amount returned',
  betWon: '{{event}} — {{market}}: won',
  betLost: '{{event}} — {{market}}: lost',
  betCommission: 'Commission {{percent}}% on {{event}} — {{market}}',
  casinoRoundStake: '{{game}} round {{round}}: stake',
  casinoRoundCashOut: '{{game}} round {{round}}: cashed out at {{multiplier}}×',
  bonusCredited: 'Bonus: {{title}}',
} as const satisfies TemplateTable;

export type StatementLineCode = keyof typeof statementLineTexts;

/** A statement line as a value: what a posting records and what a client says in the player's language. */
export type StatementLine = Wording<StatementLineCode>;

const statementLines = wordingKit(statementLineTexts);

export const isStatementLineCode = statementLines.isCode;

/** A statement line with its values. */
export const statementLine = statementLines.wording;

/** A statement line's English, as the ledger writes it beside the code. */
export const statementLineText = (line: StatementLine): string => statementLines.english(line.code, line.values);
