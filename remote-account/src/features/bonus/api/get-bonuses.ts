import { bonusListSchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** The operator's bonuses with the player's claims, wagering progress and expiry. */
export const getBonuses = defineEndpoint({ method: 'GET', path: 'Bonus/GetBonuses', result: bonusListSchema });

export const bonusKeys = { all: ['bonus'] as const, list: ['bonus', 'list'] as const };

export const bonusesQuery = () =>
  queryOptions({ queryKey: bonusKeys.list, queryFn: () => getBonuses(), enabled: hasAccessToken });
