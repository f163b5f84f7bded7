import type { TemplateTable } from './wording.js';

/**
 * The refusals of the limits, the reminder and a break, by code, with their English: the form rules
 * give their codes as zod messages, the api refuses with the same codes and words, and the apps say
 * them in the player's language.
 */
export const responsiblePlayMessages = {
  limitAmountFormat: 'Enter the limit in rupees with at most two decimals, or leave it empty for no limit.',
  limitNotPositive: 'A limit must be more than 0.',
  limitTooLarge: 'A limit can be at most 1,00,00,000.',
  weeklyLimitBelowDaily: 'The weekly limit cannot be less than the daily limit.',
  realityCheckInterval: 'Choose how often to be reminded: off, 15, 30 or 60 minutes.',
  breakPeriodUnknown: 'Choose how long the break lasts.',
  demoCannotChangeResponsiblePlay: 'The demo account cannot change responsible play settings.',
  dailyDepositLimit: 'This deposit would take you over your daily deposit limit.',
  weeklyDepositLimit: 'This deposit would take you over your weekly deposit limit.',
  dailyLossLimit: 'You have reached your daily loss limit. New bets are refused until it resets.',
  weeklyLossLimit: 'You have reached your weekly loss limit. New bets are refused until it resets.',
  /** A stake whose worst case, with the losses settled and what open bets could still lose, passes a loss limit. */
  dailyLossRoom:
    'This bet could lose {{risk, money}}, which would pass your daily loss limit of {{limit, money}}: at most {{room, money}} more can be at risk today.',
  weeklyLossRoom:
    'This bet could lose {{risk, money}}, which would pass your weekly loss limit of {{limit, money}}: at most {{room, money}} more can be at risk this week.',
  timeOut: 'Your account is on a time-out until {{until, dateTime}}. You can log in again then.',
  selfExcluded: 'Your account is self-excluded until {{until, dateTime}}. You can log in again then.',
} as const satisfies TemplateTable;
