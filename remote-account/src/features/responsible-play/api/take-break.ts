import { breakResultSchema, takeBreakRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Starts a time-out or self-exclusion; the api ends every session of the player at once. */
export const takeBreak = defineEndpoint({
  method: 'POST',
  path: 'ResponsiblePlay/TakeBreak',
  request: takeBreakRequestSchema,
  result: breakResultSchema,
});
