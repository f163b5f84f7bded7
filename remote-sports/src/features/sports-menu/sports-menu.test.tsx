import { getQueryClient, sessionStore, settingsStore } from '@exchange/shared';
import { fakeNetwork } from '@exchange/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { inPlay, sportEvent, sportTree } from '../../testing/sports-fixtures';
import { SportsMenu } from './sports-menu';

const allSports = { football: true, tennis: true, cricket: true, kabaddi: true, horseRacing: true };

function renderMenu(onNavigate?: () => void) {
  render(
    <QueryClientProvider client={getQueryClient()}>
      <MemoryRouter>
        <SportsMenu {...(onNavigate ? { onNavigate } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Sports' });
  return Array.from(nav.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SportsMenu', () => {
  afterEach(() => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'Reset' });
    sessionStore.setState({ loggedIn: false, userInfo: null });
  });

  it('links every sport the brand offers to its match list by the specification ids', () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'All', ...allSports });
    expect(renderMenu()).toEqual([
      ['Football', '/matchlist/1'],
      ['Tennis', '/matchlist/2'],
      ['Cricket', '/matchlist/3'],
      ['Kabaddi', '/matchlist/25'],
      ['Horse Racing', '/matchlist/26'],
    ]);
  });

  it('lists horse racing only when the brand switches it on', () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'No horses', ...allSports, horseRacing: false });
    expect(renderMenu().map(([name]) => name)).not.toContain('Horse Racing');
  });

  it('keeps a sport the player may not bet on visible but not a link', () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'All', ...allSports });
    sessionStore.setState({
      loggedIn: true,
      userInfo: {
        userId: 1,
        username: 'player',
        balance: 0,
        exposure: 0,
        football: true,
        tennis: false,
        cricket: true,
        kabaddi: true,
        horseRacing: true,
      },
    });
    expect(renderMenu().map(([name]) => name)).toEqual(['Football', 'Cricket', 'Kabaddi', 'Horse Racing']);
    expect(screen.getByText('Tennis').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('says so when the brand offers no sport', () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'Casino only' });
    renderMenu();
    expect(screen.getByText('No sports are offered on this site.')).toBeDefined();
  });

  it('tells its container when the player picks a sport', async () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'All', ...allSports });
    const onNavigate = vi.fn();
    renderMenu(onNavigate);
    await userEvent.click(screen.getByRole('link', { name: 'Tennis' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('folds the events of the sports tree under their sport, each leading to its markets', async () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'All', ...allSports });
    const live = sportEvent({ id: 31, title: 'India v <b>Australia</b>', dreamEventId: '32.31', ...inPlay });
    const later = sportEvent({ id: 32, title: 'England v Pakistan', dreamEventId: '32.32' });
    fakeNetwork()
      .on('GET', 'Event/TreeSportWithEvent')
      .ok(sportTree([live, later]));
    renderMenu();
    const toggle = await screen.findByRole('button', { name: 'Show Cricket events' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const events = screen.getByRole('list', { name: 'Cricket events' });
    const links = within(events).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/markets/31/32.31', '/markets/32/32.32']);
    // Markup in a name is shown as text, never as markup.
    expect(links[0]?.textContent).toContain('India v <b>Australia</b>');
    expect(within(events).getByText('In-Play')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show Tennis events' })).toBeNull();
  });
});
