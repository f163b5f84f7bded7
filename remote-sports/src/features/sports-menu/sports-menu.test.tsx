import { sessionStore, settingsStore } from '@exchange/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SportsMenu } from './sports-menu';

const allSports = { football: true, tennis: true, cricket: true, kabaddi: true, horseRacing: true };

function renderMenu(onNavigate?: () => void) {
  render(
    <MemoryRouter>
      <SportsMenu {...(onNavigate ? { onNavigate } : {})} />
    </MemoryRouter>,
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
});
