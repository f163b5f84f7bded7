import type { TemplateTable } from './wording.js';

/**
 * The refusals of the statement's period and of its entries, by code, with their English: the
 * period's rules give their codes as zod messages, and the account remote checks a period with the
 * same codes before asking (for the bet history and profit and loss too).
 */
export const transactionMessages = {
  periodDatesRequired: 'Choose a start and an end date.',
  periodDatesReversed: 'The start date must not be after the end date.',
  periodTooLong: 'Choose a period of at most 366 days.',
  transactionNotFound: 'There is no such transaction.',
} as const satisfies TemplateTable;
