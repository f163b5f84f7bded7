import type { TemplateTable } from './wording.js';

/** The refusals of claiming a bonus, by code, with their English. */
export const bonusMessages = {
  bonusAlreadyClaimed: 'You have already claimed this bonus.',
  bonusExpired: 'This bonus has expired.',
  bonusUnknown: 'There is no such bonus.',
} as const satisfies TemplateTable;
