import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Where a page sent the player: the path and query the test can read back. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.pathname}
      {location.search}
    </h1>
  );
}

/**
 * Renders an auth page at `path` in a router that also knows where the page may send the player
 * (the entry step, a player page, the other auth pages), each shown as a heading naming it.
 */
export function renderAuthRoute(page: ReactElement, path: string, pagePath = path.split('?')[0] ?? path) {
  const destinations = ['/', '/bet-history', '/auth/login', '/auth/signup', '/auth/verfication'].filter(
    (destination) => destination !== pagePath,
  );
  const router = createMemoryRouter(
    [
      { path: pagePath, element: page },
      ...destinations.map((destination) => ({ path: destination, element: <Landed name="Landed on" /> })),
      { path: '*', element: <Landed name="Unknown" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
