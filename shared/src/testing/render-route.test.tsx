import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { isApiError, type ApiError } from '../api/api-error';
import { defineEndpoint } from '../api/define-endpoint';
import { getUserOpenBets } from '../api/endpoints/bets';
import { useLanguage } from '../i18n/i18n-hooks';
import { selectUserInfo, sessionStore, useSessionStore } from '../session/session-store';
import { uiStore } from '../stores/ui-store';
import { fakeNetwork } from './fake-network';
import { renderRoute } from './render-route';
import { setupRemoteTests } from './setup-remote-tests';

setupRemoteTests();

// Two calls as a remote would declare them, with a contract that asks only for the token.
const tokenResult = z.looseObject({ accessToken: z.string() });
const authenticate = defineEndpoint({
  method: 'POST',
  path: 'Account/Authenticate',
  request: z.object({ userNameOrEmailAddress: z.string(), password: z.string() }),
  result: tokenResult,
  anonymous: true,
  session: 'login',
});
const loginAsDemoUser = defineEndpoint({ method: 'GET', path: 'Account/LoginAsDemoUser', result: tokenResult });

const credentials = { userNameOrEmailAddress: 'player01', password: 'secret123' };

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

function Greeting() {
  const userInfo = useSessionStore(selectUserInfo);
  const language = useLanguage();
  return (
    <section aria-label="greeting">
      <p>
        {userInfo?.username ?? 'nobody'} in {language}
      </p>
      <Link to="/bet-history?page=2">History</Link>
    </section>
  );
}

describe('fakeNetwork behind the real client', () => {
  it('answers with the envelope declared and records what was sent', async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').ok({ accessToken: 'token-1' });
    await expect(authenticate(credentials)).resolves.toEqual({ accessToken: 'token-1' });
    const [call] = fakeNetwork().requestsTo('post', '/account/authenticate');
    expect(call?.body).toEqual(credentials);
    expect(call?.url.origin).toBe('https://api.test.example');
  });

  it.each([
    [
      'a failure envelope',
      (path: string) => fakeNetwork().on('POST', path).fail(401, 'Invalid username or password.'),
      'unauthorized',
      'Invalid username or password.',
    ],
    [
      'a network error',
      (path: string) => fakeNetwork().on('POST', path).networkError(),
      'network',
      'Please Check Your Network Connection...',
    ],
    ['a bare 502', (path: string) => fakeNetwork().on('POST', path).status(502), 'server', 'Internal Server Error'],
  ])('turns %s into the ApiError the page would see', async (_case, declare, kind, message) => {
    declare('Account/Authenticate');
    const error = await rejection(authenticate(credentials));
    expect(error).toMatchObject({ kind, message });
  });

  it('uses a once-answer first, then the standing one', async () => {
    const network = fakeNetwork();
    network.on('GET', 'Account/LoginAsDemoUser').ok({ accessToken: 'after' });
    network.once('GET', 'Account/LoginAsDemoUser').fail(429, 'Too many attempts. Please try again in 1 minute.');
    expect((await rejection(loginAsDemoUser())).status).toBe(429);
    await expect(loginAsDemoUser()).resolves.toEqual({ accessToken: 'after' });
  });

  it('holds an answer until the test gives it', async () => {
    const held = fakeNetwork().on('POST', 'Account/Authenticate').hold();
    const result = authenticate(credentials);
    expect((await held.sent).body).toEqual(credentials);
    held.ok({ accessToken: 'late' });
    await expect(result).resolves.toEqual({ accessToken: 'late' });
  });

  it('fails a call nobody declared, naming it', async () => {
    const error = await rejection(authenticate(credentials));
    expect(error).toMatchObject({ status: 404, message: 'No fake answer for POST /Account/Authenticate' });
  });
});

describe('renderRoute', () => {
  it('renders the page with the session and language asked for, and follows its links', async () => {
    const { user, router } = await renderRoute(<Greeting />, {
      path: '/greeting',
      session: { username: 'player01' },
      language: 'hi',
    });
    expect(screen.getByText('player01 in hi')).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /bet-history?page=2' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/bet-history');
    uiStore.getState().setSidebarOpen(true);
  });

  // Runs after the test above, which left a session, Hindi and an open sidebar behind.
  it('starts every test signed out, in English, with empty storage and stores', async () => {
    await renderRoute(<Greeting />, { path: '/greeting' });
    expect(screen.getByText('nobody in en')).toBeDefined();
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(uiStore.getState().sidebarOpen).toBe(false);
    expect(fakeNetwork().requests).toHaveLength(0);
  });

  it('sends the player to the logout page when a call outside the logins answers 401', async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').fail(401, 'Unauthorized');
    fakeNetwork().on('POST', 'Account/Logout').ok();
    const { router } = await renderRoute(<Greeting />, { path: '/greeting', session: { username: 'player01' } });
    await rejection(getUserOpenBets());
    await waitFor(() => expect(router.state.location.pathname).toBe('/Auth/Logout'));
    expect(sessionStore.getState().loggedIn).toBe(false);
  });
});
