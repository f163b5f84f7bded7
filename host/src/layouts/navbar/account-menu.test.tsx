import { renderRoute, setupRemoteTests } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AccountMenu } from './account-menu';

vi.setConfig({ testTimeout: 30_000 });
setupRemoteTests();

describe('the account menu', () => {
  it('lists every account page, responsible play among them, and leads there', async () => {
    const { user, router } = await renderRoute(<AccountMenu />, { path: '/index', session: { username: 'player01' } });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Account statement',
      'Bet history',
      'Profit and loss',
      'Deposit and withdraw',
      'Deposit and withdrawal requests',
      'Bonus',
      'Stake buttons',
      'Change password',
      'Activity log',
      'Responsible play',
      'Log out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Responsible play' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/responsible-play'));
  });

  it('leads to the activity log', async () => {
    const { user, router } = await renderRoute(<AccountMenu />, { path: '/index', session: { username: 'player01' } });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Activity log' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/activity-log'));
  });
});
