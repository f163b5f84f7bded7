// What the loading overlay says while the brand's settings are slow to come: which try this is, out
// of how many. It runs before the app's i18n and the shared libraries have loaded, so it carries its
// own few strings and reads the player's language from storage as the i18n will.
import type { SettingsAttempt } from '../config/settings-files';

/** The languages a player can choose (shared's `supportedLanguages`, which this module may not load). */
export type EarlyLanguage = 'en' | 'hi';

/** Where the player's language choice is stored (shared's `preferenceKeys.language`). */
export const languageStorageKey = 'language';

interface ConnectionStrings {
  /** The progressbar's accessible name. */
  readonly connecting: string;
  readonly attempt: (attempt: number, maxAttempts: number) => string;
}

/** The status's words in each language; the app's own translations have not loaded this early. */
export const connectionStrings: Readonly<Record<EarlyLanguage, ConnectionStrings>> = {
  en: {
    connecting: 'Connecting to the site…',
    attempt: (attempt, maxAttempts) => `attempt ${attempt} of ${maxAttempts}`,
  },
  hi: {
    connecting: 'साइट से जुड़ रहे हैं…',
    attempt: (attempt, maxAttempts) => `प्रयास ${attempt} (${maxAttempts} में से)`,
  },
};

const isEarlyLanguage = (value: unknown): value is EarlyLanguage => value === 'en' || value === 'hi';

/**
 * The language the app's i18n will start in (shared's `initialLanguage`): the stored choice, else
 * the first supported language the browser asks for, else English.
 */
export function earlyLanguage(stored: string | null, browserLanguages: readonly string[] = []): EarlyLanguage {
  if (isEarlyLanguage(stored)) return stored;
  const fromBrowser = browserLanguages
    .map((tag) => tag.trim().toLowerCase().split('-')[0])
    .find((language) => isEarlyLanguage(language));
  return isEarlyLanguage(fromBrowser) ? fromBrowser : 'en';
}

/** How long the first try may go unanswered before the overlay says anything: a quick answer needs no words. */
export const connectionQuietMs = 2_000;

export interface ConnectionStatus {
  /** Given to the settings request as its `onAttempt`. */
  readonly onAttempt: (attempt: SettingsAttempt) => void;
  /** The settings have arrived or the tries are over: the status leaves the overlay. */
  end(): void;
}

export interface ConnectionStatusOptions {
  language: EarlyLanguage;
  quietMs?: number;
}

/**
 * Shows the settings attempts in the loading overlay that index.html paints (`#app-loading`), once
 * the first try has failed or waited `quietMs`. The overlay is the page's polite status region from
 * its first paint, so the words are announced as they change without taking the player's focus;
 * the progressbar beside them is named, and counts the tries.
 */
export function showConnectionStatus(
  doc: Document,
  { language, quietMs = connectionQuietMs }: ConnectionStatusOptions,
): ConnectionStatus {
  const strings = connectionStrings[language];
  let box: HTMLElement | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;

  const render = ({ attempt, maxAttempts }: SettingsAttempt) => {
    const overlay = doc.getElementById('app-loading');
    if (ended || overlay === null) return;
    if (box === undefined) {
      box = doc.createElement('div');
      box.className = 'connection';
      box.lang = language;
      const text = doc.createElement('p');
      const bar = doc.createElement('progress');
      bar.setAttribute('aria-label', strings.connecting);
      box.append(text, bar);
      overlay.append(box);
    }
    const tries = strings.attempt(attempt, maxAttempts);
    const [text, bar] = box.children;
    // "Connecting to the site… attempt 2 of 4", the count on a line of its own.
    text?.replaceChildren(`${strings.connecting} `, doc.createElement('br'), tries);
    if (bar instanceof HTMLProgressElement) {
      bar.max = maxAttempts;
      bar.value = attempt;
      bar.setAttribute('aria-valuetext', tries);
    }
  };

  return {
    onAttempt: (attempt) => {
      clearTimeout(quietTimer);
      quietTimer = undefined;
      if (attempt.attempt > 1) render(attempt);
      else quietTimer = setTimeout(() => render(attempt), quietMs);
    },
    end: () => {
      ended = true;
      clearTimeout(quietTimer);
      box?.remove();
      box = undefined;
    },
  };
}
