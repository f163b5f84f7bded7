import { uiStore } from '@exchange/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { matchEntries, searchEntries, SiteSearch } from './site-search';

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

describe('SiteSearch', () => {
  afterEach(() => uiStore.getState().reset());

  it('opens from the navbar, filters as the player types and says when nothing matches', async () => {
    render(
      <MemoryRouter>
        <SiteSearch />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('textbox', { name: 'Search sports and pages' });
    await userEvent.type(field, 'history');
    expect(screen.getByRole('link', { name: /Bet History/ }).getAttribute('href')).toBe('/bet-history');
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”.');
  });
});
