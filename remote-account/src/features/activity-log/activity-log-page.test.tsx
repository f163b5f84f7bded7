import { changeLanguage, formatDateTime } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ActivityLogPage } from './activity-log-page';

// Each test renders the whole page with MUI's table and select; a busy machine is slow at it.
vi.setConfig({ testTimeout: 60_000 });

const success = { time: '2026-01-05T12:00:00.000Z', result: 'Success', clientIp: '203.0.113.9' };
const wrongPassword = { time: '2026-01-05T11:58:00.000Z', result: 'InvalidPassword', clientIp: '198.51.100.4' };
const locked = { time: '2026-01-04T09:30:00.000Z', result: 'LockedOut', clientIp: null };

const path = 'Account/GetUserLoginAttempts';
const render = (language: 'en' | 'hi' = 'en') =>
  renderRoute(<ActivityLogPage />, { path: '/activity-log', session: { username: 'player01' }, language });

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the activity log', () => {
  it('lists the player’s login attempts as the api answers them, newest first, when, result and address', async () => {
    const { network } = await render();
    network.on('POST', path).ok({ totalCount: 3, items: [success, wrongPassword, locked] });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    expect(rowTexts(table)).toEqual([
      [formatDateTime(success.time, 'en'), 'Successful', '203.0.113.9'],
      [formatDateTime(wrongPassword.time, 'en'), 'Wrong password', '198.51.100.4'],
      [formatDateTime(locked.time, 'en'), 'Account locked', 'Not recorded'],
    ]);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    const [request] = network.requestsTo('POST', path);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ SkipCount: '0', MaxResultCount: '10' });
  });

  it('pages forward with SkipCount and shows the next page', async () => {
    const { network, user } = await render();
    network.once('POST', path).ok({ totalCount: 12, items: Array.from({ length: 10 }, () => success) });
    network.on('POST', path).ok({ totalCount: 12, items: [wrongPassword, locked] });
    await screen.findByRole('table', { name: 'Activity log' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–12 of 12')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Activity log' });
    expect(rowTexts(table).map(([, result]) => result)).toEqual(['Wrong password', 'Account locked']);
    const last = network.requestsTo('POST', path).at(-1);
    expect(last?.url.searchParams.get('SkipCount')).toBe('10');
    expect(last?.url.searchParams.get('MaxResultCount')).toBe('10');
  });

  it('asks for the attempts of the result chosen, from the first page again', async () => {
    const { network, user } = await render();
    network.on('POST', path).ok({ totalCount: 25, items: [wrongPassword] });
    await screen.findByRole('table', { name: 'Activity log' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All results',
      'Successful',
      'Wrong password',
      'Account locked',
      'Not verified',
    ]);
    await user.click(screen.getByRole('option', { name: 'Wrong password' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(network.requestsTo('POST', path).at(-1)?.url.searchParams ?? [])).toEqual({
        Result: 'InvalidPassword',
        SkipCount: '0',
        MaxResultCount: '10',
      }),
    );
    expect(network.requestsTo('POST', path).map((call) => call.url.searchParams.get('SkipCount'))).toContain('10');
  });

  it('says so when there is no login activity, and when none has the result chosen', async () => {
    const { network, user } = await render();
    network.on('POST', path).ok({ totalCount: 0, items: [] });
    expect(await screen.findByText('No login activity yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: 'Account locked' }));
    expect(await screen.findByText('No logins with this result.')).toBeTruthy();
  });

  it('offers a retry when the activity log cannot load', async () => {
    const { network, user } = await render();
    network.once('POST', path).status(500);
    network.on('POST', path).ok({ totalCount: 1, items: [success] });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 }));
    const table = await screen.findByRole('table', { name: 'Activity log' });
    expect(within(table).getByText('Successful')).toBeTruthy();
  });

  it('leads to the password change for a login the player does not recognise', async () => {
    const { network, user, router } = await render();
    network.on('POST', path).ok({ totalCount: 1, items: [success] });
    await user.click(await screen.findByRole('link', { name: 'Change your password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
  });

  describe('on a phone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('shows each attempt as a card with its time as the heading', async () => {
      // A 360 px screen: every "narrower than" query matches, no "at least" one does.
      vi.stubGlobal(
        'matchMedia',
        (query: string) =>
          ({
            matches: query.includes('max-width'),
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false,
          }) as MediaQueryList,
      );
      const { network } = await render();
      network.on('POST', path).ok({ totalCount: 2, items: [success, wrongPassword] });
      const list = await screen.findByRole('list', { name: 'Activity log' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]?.textContent).toContain(formatDateTime(success.time, 'en'));
      expect(within(cards[1] as HTMLElement).getByText('Wrong password')).toBeTruthy();
      expect(within(cards[1] as HTMLElement).getByText('198.51.100.4')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('says the time, the result and the headings in Hindi', async () => {
      const { network } = await render('hi');
      network.on('POST', path).ok({ totalCount: 2, items: [success, wrongPassword] });
      const table = await screen.findByRole('table', { name: 'गतिविधि लॉग' });
      expect(within(table).getByRole('columnheader', { name: 'तारीख़ और समय' })).toBeTruthy();
      expect(rowTexts(table)).toEqual([
        [formatDateTime(success.time, 'hi'), 'सफल', '203.0.113.9'],
        [formatDateTime(wrongPassword.time, 'hi'), 'गलत पासवर्ड', '198.51.100.4'],
      ]);
      expect(formatDateTime(success.time, 'hi')).not.toBe(formatDateTime(success.time, 'en'));
    });
  });
});
