import type { SportEvent, SportTree } from '@exchange/contracts';
import { getQueryClient, settingsStore, uiStore } from '@exchange/shared';
import { fakeNetwork, setupRemoteTests } from '@exchange/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { eventEntries, matchEntries, searchEntries, SiteSearch } from './site-search';

setupRemoteTests();

// No typing delays: the dialog's list re-renders per key, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

function event(id: number, title: string, sportId: number, competitionName: string, status = 'UPCOMING'): SportEvent {
  return {
    id,
    title,
    status,
    matchDate: '2030-01-01T10:00:00.000Z',
    sportId,
    sportName: '',
    competitionId: id,
    competitionName,
    dreamEventId: `32.${id}`,
    openDate: '2030-01-01T10:00:00.000Z',
  };
}

const tree: SportTree = [
  {
    id: 3,
    name: 'Cricket',
    order: 3,
    events: [
      event(31, 'India v Australia', 3, 'Test Series'),
      event(32, 'Mumbai v Chennai', 3, 'Premier League T20', 'IN_PLAY'),
    ],
  },
  { id: 2, name: 'Tennis', order: 2, events: [event(21, 'Nadal v Federer', 2, 'Australian Open')] },
];

describe('searchEntries', () => {
  it('finds the sports the brand offers and the pages without parameters', () => {
    const entries = searchEntries({ domainTitle: 'Cricket only', cricket: true });
    expect(entries.filter((entry) => entry.kind === 'Sport')).toEqual([
      { label: 'Cricket', kind: 'Sport', to: '/matchlist/3' },
    ]);
    const pages = entries.filter((entry) => entry.kind === 'Page').map((entry) => entry.to);
    expect(pages).toContain('/bet-history');
    expect(pages).toContain('/lobby');
    expect(pages.some((path) => path.includes(':') || path.startsWith('/auth') || path.startsWith('/error'))).toBe(
      false,
    );
  });

  it('matches labels case-insensitively and keeps everything for an empty query', () => {
    const entries = searchEntries({ domainTitle: 'All', football: true, tennis: true });
    expect(matchEntries(entries, '  TENN ').map((entry) => entry.label)).toEqual(['Tennis']);
    expect(matchEntries(entries, '')).toHaveLength(entries.length);
  });
});

describe('eventEntries', () => {
  it('finds the events of the sports the audience may see, by teams or competition, in play first', () => {
    const entries = eventEntries(tree, { loggedIn: false, domainSettings: { cricket: true } });
    expect(entries.map((entry) => [entry.label, entry.to, entry.detail])).toEqual([
      ['Mumbai v Chennai', '/markets/32/32.32', 'Cricket · Premier League T20'],
      ['India v Australia', '/markets/31/32.31', 'Cricket · Test Series'],
    ]);
    expect(matchEntries(entries, 'australia').map((entry) => entry.label)).toEqual(['India v Australia']);
    expect(matchEntries(entries, 'premier').map((entry) => entry.label)).toEqual(['Mumbai v Chennai']);
    expect(matchEntries(entries, '')).toEqual([]);
  });
});

// The dialog lists every page and re-renders per key typed: seconds on a busy machine. The limit only
// catches a hung test.
describe('SiteSearch', { timeout: 30_000 }, () => {
  it('finds events of the sports tree as well as pages, and leads to their markets', async () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'Cricket only', cricket: true });
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(tree);
    render(
      <QueryClientProvider client={getQueryClient()}>
        <MemoryRouter>
          <SiteSearch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search sports, events and pages' }), 'austral');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const link = await within(results).findByRole('link', { name: /India v Australia/ });
    expect(link.getAttribute('href')).toBe('/markets/31/32.31');
    expect(link.textContent).toContain('Event · Cricket · Test Series');
    // Tennis is off for this brand: its events are not found either.
    await user.clear(screen.getByRole('textbox', { name: 'Search sports, events and pages' }));
    await user.type(screen.getByRole('textbox', { name: 'Search sports, events and pages' }), 'nadal');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “nadal”.');
    uiStore.getState().reset();
  });

  it('opens from the navbar, filters as the player types and says when nothing matches', async () => {
    render(
      <QueryClientProvider client={getQueryClient()}>
        <MemoryRouter>
          <SiteSearch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('textbox', { name: 'Search sports, events and pages' });
    await user.type(field, 'history');
    expect(screen.getByRole('link', { name: /Bet History/ }).getAttribute('href')).toBe('/bet-history');
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”.');
    // A full-screen dialog on a phone has no backdrop to tap: it closes from its own button.
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(uiStore.getState().searchOpen).toBe(false);
  });
});
