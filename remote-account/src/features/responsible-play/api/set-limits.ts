import { responsiblePlaySettingsSchema, setLimitsRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Sets one kind's daily and weekly limit; a cut applies at once, a rise after 24 hours. */
export const setLimits = defineEndpoint({
  method: 'POST',
  path: 'ResponsiblePlay/SetLimits',
  request: setLimitsRequestSchema,
  result: responsiblePlaySettingsSchema,
});
