import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a page the way the host would (inside a router, able to suspend) and returns the
 * section it renders, for remotes' tests of their exposed pages.
 */
export async function renderPage(Page: ComponentType, path = '/'): Promise<HTMLElement> {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole('region');
}
