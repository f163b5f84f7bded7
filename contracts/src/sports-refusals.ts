import type { TemplateTable } from './wording.js';

/** Refusals of the sports reads: an event, sport or market that is not there, or a read asked wrongly. */
export const sportsRefusals = {
  eventNotFound: 'Event {{eventId}} not found',
  sportNotNamed: 'Name a sport: sportId or sportName',
  sportNotFound: 'There is no sport {{sport}}',
  closestCount: 'count: a whole number from 1 to {{max}}',
  tooManyMarkets: 'marketIds: at most {{max}} markets',
  notAMarketId: 'marketIds: {{id}} is not a market id',
  noScorecard: 'Event {{eventId}} has no scorecard',
  /** The TV stream service's status 0 for an event with no stream now. */
  noLiveTv: 'Live TV is not available for this match now',
} as const satisfies TemplateTable;
