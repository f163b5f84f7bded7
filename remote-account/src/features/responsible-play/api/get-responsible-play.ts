import { responsiblePlaySettingsSchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** The player's limits with what they used of each, the rises that wait, and the reminder. */
export const getResponsiblePlay = defineEndpoint({
  method: 'GET',
  path: 'ResponsiblePlay/GetSettings',
  result: responsiblePlaySettingsSchema,
});

export const responsiblePlayKeys = {
  all: ['responsiblePlay'] as const,
  settings: ['responsiblePlay', 'settings'] as const,
};

export const responsiblePlayQuery = () =>
  queryOptions({
    queryKey: responsiblePlayKeys.settings,
    queryFn: () => getResponsiblePlay(),
    enabled: hasAccessToken,
  });
