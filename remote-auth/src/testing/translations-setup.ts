import { loadAuthTranslations } from '../i18n/auth-translations';

// The host's Suspense waits for these strings in the app; tests that render a page directly get them first.
await loadAuthTranslations();
