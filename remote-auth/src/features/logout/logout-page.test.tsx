import { sessionStore } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LogoutPage } from './logout-page';

describe('LogoutPage', () => {
  it('forgets everything stored but baseUrl, ends the session on the server and goes to login', async () => {
    localStorage.setItem('baseUrl', 'https://api.brand.example');
    fakeNetwork().on('POST', 'Account/Logout').ok();
    const { router, network } = await renderRoute(<LogoutPage />, {
      path: '/auth/logout',
      session: { username: 'Demo', accessToken: 'token', refreshToken: 'refresh' },
    });

    expect(await screen.findByRole('heading', { name: 'Landed on /auth/login' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(localStorage.getItem('baseUrl')).toBe('https://api.brand.example');

    await waitFor(() => expect(network.requestsTo('POST', 'Account/Logout')).toHaveLength(1));
    const [call] = network.requestsTo('POST', 'Account/Logout');
    expect(call?.url.origin).toBe('https://api.brand.example');
    expect(call?.headers.get('Authorization')).toBe('Bearer token');
    expect(call?.body).toEqual({ refreshToken: 'refresh' });
  });
});
