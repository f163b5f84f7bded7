import { PlatformProvider } from '@exchange/shared';
import { MuiPlatformProvider } from '@exchange/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { ColorSchemeMenuButton, ColorSchemeToggle } from './color-scheme-toggle';

function renderInTheme(ui: ReactNode) {
  return render(
    <PlatformProvider>
      <MuiPlatformProvider>{ui}</MuiPlatformProvider>
    </PlatformProvider>,
  );
}

describe('ColorSchemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-color-scheme');
  });

  it('starts light, switches to dark and back, and keeps the choice', async () => {
    renderInTheme(<ColorSchemeToggle />);
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark colours' }));
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    expect(localStorage.getItem('colorScheme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light colours' }));
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
    expect(localStorage.getItem('colorScheme')).toBe('light');
  });

  it('opens in the stored scheme', () => {
    localStorage.setItem('colorScheme', 'dark');
    renderInTheme(<ColorSchemeMenuButton />);
    expect(screen.getByRole('button', { name: 'Switch to light colours' })).toBeTruthy();
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
  });
});
