import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LogoutPage } from './logout-page';

describe('LogoutPage', () => {
  it('forgets everything stored but baseUrl and goes to login', async () => {
    localStorage.setItem('baseUrl', 'https://api.brand.example');
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userinfo', '{"username":"Demo"}');
    const router = createMemoryRouter(
      [
        { path: '/auth/logout', element: <LogoutPage /> },
        { path: '/auth/login', element: <h1>Log in</h1> },
      ],
      { initialEntries: ['/auth/logout'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(localStorage.getItem('baseUrl')).toBe('https://api.brand.example');
  });
});
