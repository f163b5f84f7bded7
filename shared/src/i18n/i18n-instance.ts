import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { preferenceKeys, readStorage } from '../storage/storage-keys';
import { defaultLanguage, isLanguage, languageOfTag, supportedLanguages, type Language } from './languages';
import { lineResources } from './line-resources';
import { formatAmount, formatDateTime } from './locale-format';
import commonEn from './locales/en.json';
import commonHi from './locales/hi.json';
import { refusalResources } from './refusal-resources';

/** The namespace of the platform's own strings: validation, the error catalogue, server messages. */
export const commonNamespace = 'common';

/** One language's strings of one namespace, as its `locales/<lang>.json` holds them. */
export type Translations = ResourceKey;

/** Loads one namespace in one language; a JSON module's `default` is accepted as it is. */
export type TranslationsLoader = (language: Language) => Promise<Translations | { default: Translations }>;

const loaders = new Map<string, TranslationsLoader>();

const unwrap = (module: Translations | { default: Translations }): Translations =>
  typeof module === 'object' && module !== null && 'default' in module ? module.default : module;

/**
 * The backend of the one instance: each remote registers how to load its own namespace, so its
 * strings arrive with its code (and from its origin) only when one of its components asks.
 */
const namespaceBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders.get(namespace);
    if (load === undefined || !isLanguage(language)) {
      callback(new Error(`No translations are registered for ${namespace} in ${language}.`), false);
      return;
    }
    load(language).then(
      (module) => callback(null, unwrap(module)),
      // i18next retries a failed read a few times: a chunk that failed on a bad connection may load.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

function storedLanguage(): Language | undefined {
  const stored = readStorage(preferenceKeys.language);
  return isLanguage(stored) ? stored : undefined;
}

/** The stored choice, else the first supported language the browser asks for, else English. */
export function initialLanguage(): Language {
  const browserLanguages = globalThis.navigator?.languages ?? [];
  const fromBrowser = browserLanguages.map(languageOfTag).find((language) => language !== undefined);
  return storedLanguage() ?? fromBrowser ?? defaultLanguage;
}

function persistLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(preferenceKeys.language, language);
  } catch {
    // Storage can be unavailable; the choice then lasts for this page only.
  }
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The one i18next instance of the page. `shared` is a federation singleton and i18next and
 * react-i18next are shared singletons, so every remote's `useTranslation` reads this instance.
 */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(namespaceBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    ns: [commonNamespace],
    defaultNS: commonNamespace,
    resources: {
      en: { [commonNamespace]: { ...commonEn, refusals: refusalResources.en, ...lineResources.en } },
      hi: { [commonNamespace]: { ...commonHi, refusals: refusalResources.hi, ...lineResources.hi } },
    },
    // The platform's strings are bundled; the remotes' come through the backend when first used.
    partialBundledLanguages: true,
    // Synchronous, so the first render already reads the player's language.
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

// `{{amount, money}}` in a text: an amount as the api writes it ("5100.00"), in the language's format.
i18n.services.formatter?.add('money', (value: unknown, language: string | undefined) =>
  formatAmount(value as string | number, isLanguage(language) ? language : defaultLanguage),
);
// `{{until, dateTime}}`: an instant as the api writes it (ISO), as a date and time in the language's format.
i18n.services.formatter?.add('dateTime', (value: unknown, language: string | undefined) =>
  formatDateTime(value as string, isLanguage(language) ? language : defaultLanguage),
);

applyToDocument(i18n.language as Language);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyToDocument(language);
});

/** The language the page shows now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/** The player's choice: shown at once (after the namespaces in use load), kept for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  await i18n.changeLanguage(language);
}

/** Strings that ship with the code that shows them (the host's, for the first screen). */
export function addTranslations(namespace: string, translations: Readonly<Record<Language, Translations>>): void {
  for (const language of supportedLanguages) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

/**
 * A remote's strings, loaded when first used: `registerTranslations('auth', (language) =>
 * import(`./locales/${language}.json`))`. Registering again replaces the loader (a remote swapped
 * at run time brings its own strings).
 */
export function registerTranslations(namespace: string, load: TranslationsLoader): void {
  const replaced = loaders.has(namespace) && loaders.get(namespace) !== load;
  loaders.set(namespace, load);
  if (replaced && i18n.hasLoadedNamespace(namespace)) void i18n.reloadResources(undefined, [namespace]);
}

/** Loads a registered namespace in the current language (and the fallback), e.g. before a page renders. */
export async function loadTranslations(namespace: string): Promise<void> {
  await i18n.loadNamespaces(namespace);
}
