import { sportIds } from '@exchange/contracts';
import { commonNamespace } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

type SportKey = keyof typeof sportIds;
const sportKeys = Object.keys(sportIds) as SportKey[];

/** The sports a player can filter by, named in their language (the platform's sport names). */
export function useSportOptions(): { id: number; name: string }[] {
  const { t } = useTranslation(commonNamespace);
  return sportKeys.map((key) => ({ id: sportIds[key], name: t(`sports.${key}`) }));
}

/** A sport's name by id, in the player's language; the id itself for a sport the platform does not name. */
export function useSportName(): (sportId: number) => string {
  const { t } = useTranslation(commonNamespace);
  return (sportId) => {
    const key = sportKeys.find((candidate) => sportIds[candidate] === sportId);
    return key === undefined ? String(sportId) : t(`sports.${key}`);
  };
}
