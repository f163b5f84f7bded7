import { responsiblePlaySettingsSchema, setRealityCheckRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** How often the reality check reminds the player (0: never). */
export const setRealityCheck = defineEndpoint({
  method: 'POST',
  path: 'ResponsiblePlay/SetRealityCheck',
  request: setRealityCheckRequestSchema,
  result: responsiblePlaySettingsSchema,
});
