import { applyStoredColorScheme, colorSchemeAttribute, preferenceKeys } from '@exchange/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { readIndexHtml } from '../test-fixtures';

// index.html's inline script, read from disk and run as the page runs it, before any other script.
let scriptText = '';
beforeAll(async () => {
  const html = await readIndexHtml();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(inline).toHaveLength(1);
  scriptText = inline[0] ?? '';
});

const runPageScript = () => new Function(scriptText)() as unknown;
const marked = () => document.documentElement.getAttribute(colorSchemeAttribute);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(colorSchemeAttribute);
  vi.restoreAllMocks();
});

describe("index.html's stored-scheme script", () => {
  it('marks the page dark before the entry runs for a player who chose dark, as the entry then does', () => {
    localStorage.setItem(preferenceKeys.colorScheme, 'dark');
    runPageScript();
    expect(marked()).toBe('dark');
    expect(applyStoredColorScheme()).toBe('dark');
    expect(marked()).toBe('dark');
  });

  it.each([[null], ['light'], ['Dark'], ['"dark"']])('leaves the page as it is for a stored %s', (stored) => {
    if (stored !== null) localStorage.setItem(preferenceKeys.colorScheme, stored);
    runPageScript();
    expect(marked()).toBeNull();
    expect(applyStoredColorScheme()).toBe('light');
  });

  it('lets the page load where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runPageScript).not.toThrow();
    expect(marked()).toBeNull();
  });
});
