import { sports, type Sport, type SportKey } from '../sports/sports';

/** The per-sport switches of a brand or of a user; a switch that is not `true` is off. */
export type SportFlags = Partial<Readonly<Record<SportKey, unknown>>>;

export interface SportAudience {
  loggedIn: boolean;
  /** The logged-in user's per-sport permission flags (user info). */
  userFlags?: SportFlags | null | undefined;
  domainSettings?: SportFlags | null | undefined;
}

/** Whether the brand switches `sportKey` on; a brand that does not say so has it off. */
export function isSportEnabledForDomain(settings: SportFlags | null | undefined, sportKey: SportKey): boolean {
  return settings?.[sportKey] === true;
}

/**
 * Specification point 4: for a logged-in player a sport is active only when both the user's flag
 * and the brand's flag are on; for a visitor, when the brand's flag is on.
 */
export function isSportActive({ loggedIn, userFlags, domainSettings }: SportAudience, sportKey: SportKey): boolean {
  if (!isSportEnabledForDomain(domainSettings, sportKey)) return false;
  return !loggedIn || userFlags?.[sportKey] === true;
}

/**
 * The sports the sport list shows for a brand: each one whose brand flag is on (so horse racing
 * only when the brand's horseRacing is on), in the fixed order of their ids.
 */
export function sportsListedForDomain(settings: SportFlags | null | undefined): Sport[] {
  return sports.filter((sport) => isSportEnabledForDomain(settings, sport.key));
}
