import { loadCasinoTranslations } from '../i18n/casino-translations';

// The host's Suspense waits for these strings in the app; tests that render a component directly get them first.
await loadCasinoTranslations();
