import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { SportsMenu } from './sports-menu';

describe('SportsMenu', () => {
  it('links every sport to its match list by the specification ids', () => {
    render(
      <MemoryRouter>
        <SportsMenu />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    const links = Array.from(nav.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Football', '/matchlist/1'],
      ['Tennis', '/matchlist/2'],
      ['Cricket', '/matchlist/3'],
      ['Kabaddi', '/matchlist/25'],
      ['Horse Racing', '/matchlist/26'],
    ]);
  });

  it('tells its container when the player picks a sport', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <SportsMenu onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Tennis' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
