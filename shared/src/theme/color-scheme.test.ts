import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  applyStoredColorScheme,
  colorSchemeProviderProps,
  colorSchemeStorageManager,
  readStoredColorScheme,
} from './color-scheme';

describe('the stored colour scheme', () => {
  beforeEach(() => localStorage.clear());

  it('is light until the player chooses dark', () => {
    expect(readStoredColorScheme()).toBe('light');
    localStorage.setItem('colorScheme', 'dark');
    expect(readStoredColorScheme()).toBe('dark');
  });

  it('counts anything else stored under the key as no choice', () => {
    for (const value of ['system', 'DARK', '', 'blue']) {
      localStorage.setItem('colorScheme', value);
      expect(readStoredColorScheme()).toBe('light');
    }
  });

  it('marks <html> before the first render', () => {
    const root = document.createElement('html');
    localStorage.setItem('colorScheme', 'dark');
    expect(applyStoredColorScheme(root)).toBe('dark');
    expect(root.getAttribute('data-color-scheme')).toBe('dark');
  });
});

describe('the storage MUI keeps the mode in', () => {
  beforeEach(() => localStorage.clear());

  it('stores light or dark under colorScheme, and nothing else anywhere', () => {
    const storage = colorSchemeStorageManager({ key: colorSchemeProviderProps.modeStorageKey, storageWindow: window });
    storage.set('dark');
    storage.set('system');
    expect(storage.get('light')).toBe('dark');
    const perMode = colorSchemeStorageManager({ key: 'mui-color-scheme-dark', storageWindow: window });
    perMode.set('dark');
    expect(perMode.get('dark')).toBe('dark');
    expect({ ...localStorage }).toEqual({ colorScheme: 'dark' });
  });

  it('answers a stored value it does not know with the default', () => {
    localStorage.setItem('colorScheme', 'sepia');
    const storage = colorSchemeStorageManager({ key: 'colorScheme', storageWindow: window });
    expect(storage.get('light')).toBe('light');
  });

  it('follows a choice made in another tab', () => {
    const storage = colorSchemeStorageManager({ key: 'colorScheme', storageWindow: window });
    const handler = vi.fn();
    const unsubscribe = storage.subscribe(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'colorScheme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'pins', newValue: 'dark' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'colorScheme', newValue: 'light' }));
    expect(handler.mock.calls).toEqual([['dark']]);
  });
});
