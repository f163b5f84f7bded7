import type { TemplateTable } from './wording.js';

/** Refusals of a request as such, whatever it asks: limits, unreadable requests, faults. */
export const requestRefusals = {
  tooManyAttemptsSeconds: {
    one: 'Too many attempts. Please try again in {{count}} second.',
    other: 'Too many attempts. Please try again in {{count}} seconds.',
  },
  tooManyAttemptsMinutes: {
    one: 'Too many attempts. Please try again in {{count}} minute.',
    other: 'Too many attempts. Please try again in {{count}} minutes.',
  },
  requestUnreadable: 'The request could not be read.',
  requestTooSlow: 'The request took too long to arrive.',
  requestTooLong: "The request's address or headers are too long.",
  characterNotAllowed: '{{field}} contains a character that is not allowed.',
  requestCharacterNotAllowed: 'The request contains a character that is not allowed.',
  fieldNameCharacterNotAllowed: 'A field name contains a character that is not allowed.',
  fieldNameInCharacterNotAllowed: 'A field name in {{field}} contains a character that is not allowed.',
  requestNotValid: 'This request is not valid.',
  routeNotFound: 'Route {{method}} {{path}} not found',
  internalError: 'Internal server error',
  exchangeMoving: 'The exchange is moving to another server. Please try again in a moment.',
  settingsFileNotFound: 'Settings file not found',
} as const satisfies TemplateTable;
