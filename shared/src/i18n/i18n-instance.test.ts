import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  changeLanguage,
  currentLanguage,
  i18n,
  initialLanguage,
  loadTranslations,
  registerTranslations,
} from './i18n-instance';

describe('the one i18next instance', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('starts in English when nothing is stored and the browser asks for no supported language', () => {
    expect(initialLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("keeps the player's choice in its own key and marks the document's language", async () => {
    await changeLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(initialLanguage()).toBe('hi');
  });

  it("follows the browser's Hindi when the player has not chosen", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    expect(initialLanguage()).toBe('hi');
    localStorage.setItem('language', 'en');
    expect(initialLanguage()).toBe('en');
  });

  it("loads a remote's namespace only when asked, in the language shown and the fallback", async () => {
    const load = vi.fn(async (language: string) => ({ default: { greeting: language === 'hi' ? 'नमस्ते' : 'Hello' } }));
    registerTranslations('lazy-test', load);
    expect(load).not.toHaveBeenCalled();
    await changeLanguage('hi');
    await loadTranslations('lazy-test');
    expect(i18n.t('greeting', { ns: 'lazy-test' })).toBe('नमस्ते');
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'hi']);
  });
});
