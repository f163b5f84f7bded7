import { responsiblePlayMessages, type ResponsiblePlaySettings } from '@exchange/contracts';
import { sessionStore } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ResponsiblePlayPage } from './responsible-play-page';

// The whole page with four MUI fields, a select and a dialog; a busy machine is slow at it.
vi.setConfig({ testTimeout: 60_000 });

const none = { amount: null, used: 0, pending: null };
const settings: ResponsiblePlaySettings = {
  deposit: {
    daily: { amount: 1000, used: 250.5, pending: { amount: 5000, effectiveAt: '2026-03-02T10:00:00.000Z' } },
    weekly: none,
  },
  loss: { daily: none, weekly: none },
  realityCheckMinutes: 0,
  canChange: true,
};

/** Replaces a field's text at once: per-key typing re-renders the page for every character. */
async function fill(
  user: {
    clear: (e: Element) => Promise<void>;
    click: (e: Element) => Promise<void>;
    paste: (t: string) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const depositSection = () => screen.getByRole('region', { name: 'Deposit limits' });

describe('the responsible play page', () => {
  it('shows each limit, what is used of it and the rise that waits, and saves a cut', async () => {
    const { network, user } = await renderRoute(<ResponsiblePlayPage />, {
      path: '/responsible-play',
      session: { username: 'player01' },
    });
    network.on('GET', 'ResponsiblePlay/GetSettings').ok(settings);
    const daily = await screen.findByRole('textbox', { name: 'Daily limit (last 24 hours)', description: /Deposited/ });
    expect((daily as HTMLInputElement).value).toBe('1000.00');
    const section = depositSection();
    expect(within(section).getByText('Deposited: 250.50 of 1,000.00.')).toBeTruthy();
    expect(within(section).getByText(/^Rises to 5,000.00 on /)).toBeTruthy();

    network.on('POST', 'ResponsiblePlay/SetLimits').ok({
      ...settings,
      deposit: {
        daily: { amount: 800, used: 250.5, pending: null },
        weekly: { amount: 3000, used: 250.5, pending: null },
      },
    });
    await fill(user, daily, '800');
    await fill(user, within(section).getByRole('textbox', { name: 'Weekly limit (last 7 days)' }), '3000.5');
    await user.click(within(section).getByRole('button', { name: 'Save deposit limits' }));
    expect(await within(section).findByText('Saved.')).toBeTruthy();
    expect(network.requestsTo('POST', 'ResponsiblePlay/SetLimits')[0]?.body).toEqual({
      kind: 'deposit',
      daily: '800.00',
      weekly: '3000.50',
    });
    expect(within(section).queryByText(/^Rises to/)).toBeNull();
  });

  it.each([
    ['0', responsiblePlayMessages.limitNotPositive],
    ['-5', responsiblePlayMessages.limitAmountFormat],
    ['12.345', responsiblePlayMessages.limitAmountFormat],
    ['ten', responsiblePlayMessages.limitAmountFormat],
  ])('refuses %s with its message and sends nothing', async (text, message) => {
    const { network, user } = await renderRoute(<ResponsiblePlayPage />, {
      path: '/responsible-play',
      session: { username: 'player01' },
    });
    network.on('GET', 'ResponsiblePlay/GetSettings').ok(settings);
    const section = await screen.findByRole('region', { name: 'Loss limits' });
    await fill(user, within(section).getByRole('textbox', { name: 'Daily limit (last 24 hours)' }), text);
    await user.click(within(section).getByRole('button', { name: 'Save loss limits' }));
    expect(await within(section).findByText(message)).toBeTruthy();
    expect(network.requestsTo('POST', 'ResponsiblePlay/SetLimits')).toHaveLength(0);
  });

  it('says what is wrong in Hindi too', async () => {
    const { network, user } = await renderRoute(<ResponsiblePlayPage />, {
      path: '/responsible-play',
      session: { username: 'player01' },
      language: 'hi',
    });
    network.on('GET', 'ResponsiblePlay/GetSettings').ok(settings);
    const section = await screen.findByRole('region', { name: 'हानि सीमाएँ' });
    await fill(user, within(section).getByRole('textbox', { name: 'दैनिक सीमा (पिछले 24 घंटे)' }), '0');
    await user.click(within(section).getByRole('button', { name: 'हानि सीमाएँ सहेजें' }));
    expect(await within(section).findByText('सीमा 0 से अधिक होनी चाहिए।')).toBeTruthy();
  });

  it('starts a time-out only after confirmation, then logs the player out', async () => {
    const { network, user, router } = await renderRoute(<ResponsiblePlayPage />, {
      path: '/responsible-play',
      session: { username: 'player01' },
    });
    network.on('GET', 'ResponsiblePlay/GetSettings').ok(settings);
    network.on('POST', 'ResponsiblePlay/TakeBreak').ok({ kind: 'timeOut', until: '2026-03-09T10:00:00.000Z' });
    network.on('POST', 'Account/Logout').ok(null);
    await user.click(await screen.findByRole('radio', { name: 'Time-out: 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Start time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a time-out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.requestsTo('POST', 'ResponsiblePlay/TakeBreak')).toHaveLength(0);

    // The page is hidden from assistive technology until the closing dialog has gone.
    await user.click(await screen.findByRole('button', { name: 'Start time-out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Start a time-out?' })).getByRole('button', {
        name: 'Yes, start the time-out',
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(network.requestsTo('POST', 'ResponsiblePlay/TakeBreak')[0]?.body).toEqual({ period: '7d' });
    expect(sessionStore.getState().accessToken).toBeFalsy();
  });

  it('lets the demo player read the page but change nothing', async () => {
    const { network } = await renderRoute(<ResponsiblePlayPage />, {
      path: '/responsible-play',
      session: { username: 'Demo' },
    });
    network.on('GET', 'ResponsiblePlay/GetSettings').ok({ ...settings, canChange: false });
    expect(await screen.findByText('The demo account cannot change responsible play settings.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save deposit limits' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Start time-out' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
