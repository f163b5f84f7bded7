import {
  isSportActive,
  selectDomainSetting,
  selectLoggedIn,
  selectUserInfo,
  sports,
  useSessionStore,
  useSettingsStore,
  type Sport,
} from '@exchange/shared';
import { useCallback } from 'react';

/** The platform's sport by id, or undefined for an id the specification does not know. */
export function sportById(sportId: number): Sport | undefined {
  return sports.find((sport) => sport.id === sportId);
}

/**
 * Whether a sport id is active for whoever is looking (specification point 4: the brand's flag, and
 * for a logged-in player the account's too). Events of other sports are shown nowhere.
 */
export function useSportAvailability(): (sportId: number) => boolean {
  const domainSettings = useSettingsStore(selectDomainSetting);
  const loggedIn = useSessionStore(selectLoggedIn);
  const userFlags = useSessionStore(selectUserInfo);
  return useCallback(
    (sportId: number) => {
      const sport = sportById(sportId);
      return sport !== undefined && isSportActive({ loggedIn, userFlags, domainSettings }, sport.key);
    },
    [domainSettings, loggedIn, userFlags],
  );
}
