import { preferenceKeys } from '@exchange/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { readIndexHtml } from '../test-fixtures';
import {
  connectionQuietMs,
  earlyLanguage,
  languageStorageKey,
  showConnectionStatus,
  type EarlyLanguage,
} from './connection-status';

// The overlay as index.html paints it, read from disk.
let indexBody = '';
beforeAll(async () => {
  const html = await readIndexHtml();
  indexBody = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
});

function start(language: EarlyLanguage) {
  const status = showConnectionStatus(document, { language });
  const attempt = (n: number) => status.onAttempt({ attempt: n, maxAttempts: 4, timeoutMs: 5_000 });
  return { status, attempt };
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = indexBody;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the connection status of the loading overlay', () => {
  it('says nothing while the first try is quick, then which try of how many once it waits', () => {
    const { attempt } = start('en');
    attempt(1);
    vi.advanceTimersByTime(connectionQuietMs - 1);
    expect(screen.queryByRole('progressbar')).toBeNull();

    vi.advanceTimersByTime(1);
    expect(screen.getByText('Connecting to the site… attempt 1 of 4')).toBeTruthy();
  });

  it('shows a retry at once, with a named progressbar that counts the tries, in the polite status region', () => {
    const { attempt } = start('en');
    attempt(1);
    attempt(2);
    const text = screen.getByText('Connecting to the site… attempt 2 of 4');
    expect(text.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    const bar = screen.getByRole('progressbar', { name: 'Connecting to the site…' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([2, 4]);
    expect(bar.getAttribute('aria-valuetext')).toBe('attempt 2 of 4');

    vi.advanceTimersByTime(connectionQuietMs);
    expect(screen.queryByText(/attempt 1 of 4/)).toBeNull();
    attempt(3);
    expect(screen.getByText('Connecting to the site… attempt 3 of 4')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('speaks Hindi to a player who chose Hindi', () => {
    const { attempt } = start(earlyLanguage('hi', ['en-GB']));
    attempt(2);
    const text = screen.getByText('साइट से जुड़ रहे हैं… प्रयास 2 (4 में से)');
    expect(text.closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('progressbar', { name: 'साइट से जुड़ रहे हैं…' })).toBeTruthy();
  });

  it('leaves when the settings arrive or the tries are over, and does not come back', () => {
    const { status, attempt } = start('en');
    attempt(2);
    status.end();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Connecting to the site/)).toBeNull();

    attempt(1);
    vi.advanceTimersByTime(connectionQuietMs);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('waits for no first try that has already ended', () => {
    const { status, attempt } = start('en');
    attempt(1);
    status.end();
    vi.advanceTimersByTime(connectionQuietMs);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('earlyLanguage', () => {
  it("is the player's stored choice, under the key the app's i18n keeps it", () => {
    expect(languageStorageKey).toBe(preferenceKeys.language);
    expect(earlyLanguage('hi', ['en-US'])).toBe('hi');
    expect(earlyLanguage('en', ['hi-IN'])).toBe('en');
  });

  it('is otherwise the first language the browser asks for that the site speaks, else English', () => {
    expect(earlyLanguage(null, ['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(earlyLanguage('de', ['EN-gb'])).toBe('en');
    expect(earlyLanguage(null, ['fr'])).toBe('en');
    expect(earlyLanguage(null)).toBe('en');
  });
});
