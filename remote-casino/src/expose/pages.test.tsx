import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import * as pages from './pages';

const plannedPages = Object.entries(pages) as [string, ComponentType][];

describe('the casino pages module', () => {
  it.each(plannedPages)('renders %s as a titled section of the casino remote', async (_name, Page) => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region');
    expect(section.getAttribute('data-remote')).toBe('casino');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });
});
