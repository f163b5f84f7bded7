import type { ThemeProviderProps } from '@mui/material/styles';

import { preferenceKeys, readStorage } from '../storage/storage-keys';

export const colorSchemeNames = ['light', 'dark'] as const;

export type ColorSchemeName = (typeof colorSchemeNames)[number];

/** The specification's look; dark only when the player chooses it. */
export const defaultColorScheme: ColorSchemeName = 'light';

/**
 * The attribute on `<html>` that selects a scheme's CSS variables (`[data-color-scheme="dark"]`).
 * The theme's `colorSchemeSelector`, the entry's early marking and index.html's overlay share it.
 */
export const colorSchemeAttribute = 'data-color-scheme';

export function isColorSchemeName(value: unknown): value is ColorSchemeName {
  return typeof value === 'string' && (colorSchemeNames as readonly string[]).includes(value);
}

/** The player's stored choice; anything else stored under the key counts as no choice. */
export function readStoredColorScheme(): ColorSchemeName {
  const stored = readStorage(preferenceKeys.colorScheme);
  return isColorSchemeName(stored) ? stored : defaultColorScheme;
}

/**
 * Marks the document with the stored scheme before React renders. index.html's own inline script
 * (allowed by its hash, ADR 0067) marks a stored dark scheme earlier, for the overlay's first
 * paint; this marks light too, and marks pages whose policy lacks that hash.
 */
export function applyStoredColorScheme(root: HTMLElement = document.documentElement): ColorSchemeName {
  const scheme = readStoredColorScheme();
  root.setAttribute(colorSchemeAttribute, scheme);
  return scheme;
}

type StorageManager = NonNullable<ThemeProviderProps['storageManager']>;

const noop = () => {};

/**
 * MUI's storage of the mode, held to the one preference key and its two values. MUI would also
 * store which scheme each mode uses (`…-light`, `…-dark`); with exactly one scheme per mode there
 * is nothing to remember, so those keys are answered with their defaults and never written.
 */
export const colorSchemeStorageManager: StorageManager = ({ key, storageWindow }) => {
  if (key !== preferenceKeys.colorScheme) {
    return { get: (defaultValue: unknown) => defaultValue, set: noop, subscribe: () => noop };
  }
  const target = storageWindow ?? (typeof window === 'undefined' ? undefined : window);
  return {
    get: (defaultValue: unknown) => {
      const stored = readStorage(preferenceKeys.colorScheme);
      return isColorSchemeName(stored) ? stored : defaultValue;
    },
    set: (value: unknown) => {
      if (!isColorSchemeName(value)) return;
      try {
        target?.localStorage.setItem(key, value);
      } catch {
        // Storage can be unavailable (disabled or over quota): the choice then lasts for this page only.
      }
    },
    // Another tab's choice follows here too.
    subscribe: (handler: (value: unknown) => void) => {
      if (!target) return noop;
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(isColorSchemeName(event.newValue) ? event.newValue : null);
      };
      target.addEventListener('storage', listener);
      return () => target.removeEventListener('storage', listener);
    },
  };
};

/**
 * What the one ThemeProvider needs for the schemes: light unless the player chose dark, the choice
 * stored under its own key, and the stored scheme in the first render (`noSsr`: the page is only
 * ever rendered in the browser) instead of a light render followed by a dark one.
 */
export const colorSchemeProviderProps = {
  defaultMode: defaultColorScheme,
  modeStorageKey: preferenceKeys.colorScheme,
  storageManager: colorSchemeStorageManager,
  noSsr: true,
} satisfies Partial<ThemeProviderProps>;
