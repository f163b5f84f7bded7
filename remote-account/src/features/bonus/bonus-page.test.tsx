import type { Bonus } from '@exchange/contracts';
import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { BonusPage } from './bonus-page';
import { lockedBonusTotal } from './locked-bonus';

vi.setConfig({ testTimeout: 60_000 });

const bonus = (overrides: Partial<Bonus>): Bonus => ({
  id: 1,
  code: 'WELCOME',
  title: 'Welcome bonus',
  description: 'To start with.',
  terms: 'Settle stakes of 10 times the bonus before withdrawing it.',
  amount: 500,
  wageringRequired: 5000,
  wagered: 0,
  status: 'available',
  expiresAt: '2099-12-31T23:59:59.000Z',
  claimedAt: null,
  ...overrides,
});

const bonuses = [
  bonus({ id: 1, title: 'Welcome bonus', status: 'claimed', wagered: 1250, claimedAt: '2026-06-01T00:00:00.000Z' }),
  bonus({
    id: 2,
    title: 'Weekend bonus',
    amount: 250.5,
    wageringRequired: 2505,
    wagered: 2505,
    status: 'completed',
    claimedAt: '2026-06-02T00:00:00.000Z',
  }),
  bonus({ id: 3, title: 'Festive bonus', amount: 100.25, status: 'claimed', claimedAt: '2026-06-03T00:00:00.000Z' }),
  bonus({ id: 4, title: 'Cricket bonus', amount: 300 }),
];

describe('the locked bonus total', () => {
  it('adds the amounts of claimed bonuses not yet wagered, exactly', () => {
    expect(lockedBonusTotal(bonuses)).toBe(600.25);
    expect(lockedBonusTotal([])).toBe(0);
  });
});

describe('the bonus page', () => {
  it('shows each claimed bonus’s wagering done and needed, and the bonus balance still locked', async () => {
    const { network } = await renderRoute(<BonusPage />, {
      path: '/bonus',
      route: '/bonus',
      session: { username: 'player01' },
    });
    network.on('GET', 'Bonus/GetBonuses').ok(bonuses);

    const locked = await screen.findByRole('region', { name: 'Bonus balance (locked)' });
    expect(within(locked).getByText('600.25')).toBeTruthy();

    const welcome = screen.getByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByText('Wagered 1,250.00 of 5,000.00')).toBeTruthy();
    expect(within(welcome).getByRole('progressbar', { name: 'Wagered 1,250.00 of 5,000.00' })).toHaveProperty(
      'ariaValueNow',
      '25',
    );
    expect(within(welcome).getByText('500.00 locked until wagered')).toBeTruthy();

    const weekend = screen.getByRole('article', { name: 'Weekend bonus' });
    expect(within(weekend).getByText('250.50 released: you may withdraw it')).toBeTruthy();

    const cricket = screen.getByRole('article', { name: 'Cricket bonus' });
    expect(within(cricket).queryByRole('progressbar')).toBeNull();
    expect(within(cricket).getByRole('button', { name: 'Claim bonus' })).toBeTruthy();
  });

  it('shows no locked balance before any bonus is claimed', async () => {
    const { network } = await renderRoute(<BonusPage />, {
      path: '/bonus',
      route: '/bonus',
      session: { username: 'player01' },
    });
    network.on('GET', 'Bonus/GetBonuses').ok([bonus({})]);
    expect(await screen.findByRole('article', { name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bonus balance (locked)' })).toBeNull();
  });

  it('says the api’s refusal of a claim by its code, in Hindi too', async () => {
    const { network, user } = await renderRoute(<BonusPage />, {
      path: '/bonus',
      route: '/bonus',
      session: { username: 'player01' },
      language: 'hi',
    });
    network.on('GET', 'Bonus/GetBonuses').ok([bonus({ title: 'Cricket bonus' })]);
    network.on('GET', 'Bonus/Claim').reply(409, refusedWith('bonusAlreadyClaimed'));
    const cricket = await screen.findByRole('article', { name: 'Cricket bonus' });
    await user.click(within(cricket).getByRole('button', { name: 'बोनस लें' }));
    expect(await within(cricket).findByText('आप यह बोनस पहले ही ले चुके हैं।')).toBeTruthy();
  });
});
