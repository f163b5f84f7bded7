import { uiStore } from '@exchange/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { contactEntries, FloatingContact } from './floating-contact';

describe('contactEntries', () => {
  it('offers support only when showSupportLink is set and a link exists', () => {
    expect(contactEntries({ supportLink: 'https://help.example' }).map((entry) => entry.key)).toEqual([]);
    expect(contactEntries({ showSupportLink: true }).map((entry) => entry.key)).toEqual([]);
    expect(contactEntries({ showSupportLink: true, supportLink: 'https://help.example' })).toEqual([
      { key: 'support', label: 'Support', href: 'https://help.example', external: true },
    ]);
  });

  it('offers deposit and withdrawal only with showDepositW', () => {
    expect(contactEntries({ showDepositW: false }).length).toBe(0);
    expect(contactEntries({ showDepositW: true }).map((entry) => entry.key)).toEqual(['deposit', 'withdrawal']);
  });

  it('links telegram and instagram handles to their sites', () => {
    const entries = contactEntries({ telegramId: 'goldbook', instagramId: 'gold.book' });
    expect(entries.map((entry) => entry.href)).toEqual([
      'https://t.me/goldbook',
      'https://www.instagram.com/gold.book',
    ]);
  });
});

describe('FloatingContact', () => {
  it('steps aside while a bet slip is open, and comes back when it closes', () => {
    render(
      <MemoryRouter>
        <FloatingContact settings={{ telegramId: 'goldbook' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeDefined();
    act(() => uiStore.getState().setBetSlipOpen(true));
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
    act(() => uiStore.getState().setBetSlipOpen(false));
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeDefined();
  });

  it('renders nothing when the brand enables nothing', () => {
    const { container } = render(
      <MemoryRouter>
        <FloatingContact settings={{}} />
      </MemoryRouter>,
    );
    expect(container.childElementCount).toBe(0);
  });

  it('shows support and telegram buttons and a menu with every entry', async () => {
    render(
      <MemoryRouter>
        <FloatingContact
          settings={{
            showSupportLink: true,
            supportLink: 'https://help.example',
            telegramId: 'gold',
            showDepositW: true,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('https://help.example');
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('rel')).toBe('noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Contact and payments' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Support', 'Telegram', 'Deposit', 'Withdrawal']);
  });

  it('keeps room below the page for the buttons while they are shown, so they never hide its end', () => {
    const { unmount } = render(
      <MemoryRouter>
        <FloatingContact settings={{ telegramId: 'gold' }} />
      </MemoryRouter>,
    );
    expect(getComputedStyle(document.body).paddingBottom).toBe('64px');
    unmount();
    expect(getComputedStyle(document.body).paddingBottom).not.toBe('64px');
  });
});
