import type { TemplateTable } from './wording.js';

/**
 * The refusals of the casino calls, by code, with their English: opening a game (the lobby's
 * calls and a casino token), a game page's session, and the crash game's stakes and cash-outs.
 */
export const casinoRefusals = {
  casinoGameNotFound: 'This game is not in the catalogue.',
  casinoGameOtherPlayer: 'A game can be opened only for the player who is logged in.',
  casinoTokenUnknown: 'This casino token is not valid. Please log in again.',
  casinoTokenEnded: 'The session of this casino token has ended. Please log in again.',
  casinoTokenExpired: 'This casino token has expired. Please log in again.',
  gameSessionEnded: 'This game session has ended.',
  gameLaunchEnded: 'This game session has ended. Open the game again from the lobby.',
  gameSessionOtherGame: 'This game session is for another game.',
  crashStakeFormat: 'Enter a stake in rupees, with at most two decimals.',
  crashStakeRange: 'A stake is from {{min, money}} to {{max, money}}.',
  crashAutoCashOutRange: 'An auto cash-out is a multiplier from {{min}}× to {{max}}×, with at most two decimals.',
  crashSeedFormat: 'Your seed is 1 to 32 letters, digits, underscores or hyphens.',
  crashBetsClosed: 'Bets are taken before the round starts: wait for the next round.',
  crashBetTwice: 'You already have a bet on this round.',
  crashBalanceLow: 'Your balance is too low for this bet: {{available, money}} available, {{requested, money}} needed.',
  crashNothingToCashOut: 'You have no bet to cash out in this round.',
  crashRoundNotStarted: 'The round has not started yet.',
  crashTooLate: 'Too late: the round crashed at {{point}}×.',
} as const satisfies TemplateTable;

export type CasinoRefusalCode = keyof typeof casinoRefusals;
