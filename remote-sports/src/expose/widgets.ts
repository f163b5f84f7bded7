import { lazy } from 'react';

import { loadSportsTranslations } from '../i18n/sports-translations';

// Widgets are small and on every main-layout page, so they are not split from the module.
export { SportsMenu } from '../features/sports-menu/sports-menu';

/**
 * One event's prices and slip, for the host's search: its own chunk (the slip and the price book
 * come with it), loaded with the sports strings when a search first lists an event.
 */
export const EventBetting = lazy(() =>
  Promise.all([import('../pages/search-betting'), loadSportsTranslations()]).then(([module]) => ({
    default: module.EventBetting,
  })),
);
