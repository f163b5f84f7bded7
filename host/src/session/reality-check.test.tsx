import type { RealityCheck } from '@exchange/contracts';
import { renderRoute, setupRemoteTests } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { nextReminderAt, RealityCheckReminder } from './reality-check';

vi.setConfig({ testTimeout: 30_000 });

// The platform's harness: the real API client over a fake network, stores reset after each test.
setupRemoteTests();

const minute = 60_000;
const check = (overrides: Partial<RealityCheck>): RealityCheck => ({
  intervalMinutes: 15,
  sessionStartedAt: '2026-03-01T10:00:00.000Z',
  now: '2026-03-01T10:00:00.000Z',
  profitLoss: 0,
  ...overrides,
});

describe('when the reality check is due', () => {
  it('is the next whole interval of the session, on the server’s clock', () => {
    const fetchedAt = 1_000_000;
    expect(nextReminderAt(check({ now: '2026-03-01T10:05:00.000Z' }), fetchedAt)).toBe(fetchedAt + 10 * minute);
    expect(nextReminderAt(check({ now: '2026-03-01T10:15:00.000Z' }), fetchedAt)).toBe(fetchedAt + 15 * minute);
    expect(nextReminderAt(check({ intervalMinutes: 60, now: '2026-03-01T12:59:00.000Z' }), fetchedAt)).toBe(
      fetchedAt + minute,
    );
  });

  it('never comes when the player turned it off', () => {
    expect(nextReminderAt(check({ intervalMinutes: 0 }), 0)).toBeNull();
  });
});

describe('the reality check reminder', () => {
  it('shows the time played and the session’s result when due, and continues or logs out', async () => {
    const { network, user, router } = await renderRoute(<RealityCheckReminder />, {
      path: '/index',
      session: { username: 'player01' },
    });
    // Due in a moment: 15 minutes of the session have all but passed.
    network
      .on('GET', 'ResponsiblePlay/GetRealityCheck')
      .ok(check({ now: new Date(Date.parse('2026-03-01T10:15:00.000Z') - 200).toISOString(), profitLoss: -1250.5 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 10_000 });
    expect(within(dialog).getByText('You have played for 15 minutes in this session.')).toBeTruthy();
    expect(within(dialog).getByText('Profit or loss in this session: -1,250.50')).toBeTruthy();
    expect(network.requestsTo('GET', 'ResponsiblePlay/GetRealityCheck').length).toBeGreaterThanOrEqual(2);

    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/index');
  });

  it('takes the player to log out', async () => {
    const { network, user, router } = await renderRoute(<RealityCheckReminder />, {
      path: '/index',
      session: { username: 'player01' },
    });
    network
      .on('GET', 'ResponsiblePlay/GetRealityCheck')
      .ok(check({ intervalMinutes: 30, now: new Date(Date.parse('2026-03-01T10:30:00.000Z') - 100).toISOString() }));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/logout'));
  });
});
