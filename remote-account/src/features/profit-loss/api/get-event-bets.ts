import { betHistoryRequestSchema, betHistorySchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** One event's settled and voided bets of the period, for the P/L's event dialog. */
export const getEventBets = defineEndpoint({
  method: 'POST',
  path: 'Bet/GetUserBetHistory',
  request: betHistoryRequestSchema,
  result: betHistorySchema,
});

/** Bets one dialog lists; an event with more shows the first ones and says how many there are. */
export const eventBetsLimit = 100;

export const eventBetsQuery = (eventId: number | null, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['profit-loss-event-bets', eventId, period] as const,
    queryFn: () =>
      getEventBets({ ...period, eventId: eventId ?? 0, status: ['SETTLED', 'VOID'], MaxResultCount: eventBetsLimit }),
    enabled: () => eventId !== null && hasAccessToken(),
  });
