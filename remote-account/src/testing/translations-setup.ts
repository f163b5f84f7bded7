import { loadAccountTranslations } from '../i18n/account-translations';

// The host's Suspense waits for these strings in the app; tests that render a component directly get them first.
await loadAccountTranslations();
