import { loadSportsTranslations } from '../i18n/sports-translations';

// The host's Suspense waits for these strings in the app; tests that render a component directly get them first.
await loadSportsTranslations();
