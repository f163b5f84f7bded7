import { sessionStore, type LoginResult } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { LoginPage } from './login-page';

const loginResult = (accessToken: string): LoginResult => ({
  accessToken,
  refreshToken: `${accessToken}-refresh`,
  expireInSeconds: 3600,
  userIp: '203.0.113.9',
  casinoToken: 'casino-1',
  stakes: [{ title: '50', value: 50 }],
  userId: 7,
  balance: 1500,
  exposure: 0,
});

const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const logIn = () => screen.getByRole('button', { name: 'Log in' });
const demo = () => screen.getByRole('button', { name: 'Login with demo ID' });
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

const renderLogin = (path = '/auth/login') => renderRoute(<LoginPage />, { path, route: '/auth/login' });

describe('LoginPage', () => {
  it('asks for both fields next to them before sending anything', async () => {
    const { user, network } = await renderLogin();
    await user.click(logIn());

    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(username())).toBe('Enter your username.');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password())).toBe('Enter your password.');
    expect(document.activeElement).toBe(username());
    expect(network.requests).toHaveLength(0);
  });

  it('takes a message away once its field is filled', async () => {
    const { user } = await renderLogin();
    await user.click(logIn());
    await user.type(username(), 'player01');

    expect(username().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Enter your username.')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeDefined();
  });

  it('logs in on Enter, keeps the session and goes to the entry step', async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').ok(loginResult('token-1'));
    const { user, router, network } = await renderLogin();
    await user.type(username(), '  player01 ');
    await user.type(password(), 'secret123{Enter}');

    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeDefined();
    expect(network.requestsTo('POST', 'Account/Authenticate').map((call) => call.body)).toEqual([
      { userNameOrEmailAddress: 'player01', password: 'secret123' },
    ]);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: true, accessToken: 'token-1' });
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({ username: 'player01', balance: 1500 });
    // Back does not return to the login page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("stores the server's spelling of the name when it sends one", async () => {
    fakeNetwork()
      .on('POST', 'Account/Authenticate')
      .ok({ ...loginResult('token-2'), username: 'Player01' });
    const { user } = await renderLogin();
    await user.type(username(), 'player01');
    await user.type(password(), 'secret123{Enter}');

    await screen.findByRole('heading', { name: 'Landed on /' });
    expect(sessionStore.getState().userInfo?.username).toBe('Player01');
  });

  it('shows progress and disables both buttons while the login is out', async () => {
    const answer = fakeNetwork().on('POST', 'Account/Authenticate').hold();
    const { user, network } = await renderLogin();
    await user.type(username(), 'player01');
    await user.type(password(), 'secret123');
    await user.click(logIn());
    await answer.sent;

    expect(screen.getByRole('progressbar', { name: 'Logging in' })).toBeDefined();
    expect((logIn() as HTMLButtonElement).disabled).toBe(true);
    expect((demo() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(network.requestsTo('POST', 'Account/Authenticate')).toHaveLength(1);

    answer.reply(401, refusedWith('invalidCredentials'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((logIn() as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['a wrong password', 401, refusedWith('invalidCredentials'), 'Invalid username or password.'],
    ['an unverified account', 403, refusedWith('notVerified'), 'Please verify your mobile number first.'],
    ['a lockout', 423, refusedWith('lockedOut', { count: 15 }), 'Too many failed attempts. Try again in 15 minutes.'],
  ])('says the server refusal for %s above the form', async (_case, status, answer, message) => {
    fakeNetwork().on('POST', 'Account/Authenticate').reply(status, answer);
    const { user } = await renderLogin();
    await user.type(username(), 'player01');
    await user.type(password(), 'wrong-password{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
  });

  it('stays on the login page after a 401 instead of ending a session', async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').fail(401, 'Invalid username or password.');
    const { user, router } = await renderLogin();
    await user.type(username(), 'player01');
    await user.type(password(), 'wrong-password{Enter}');

    await screen.findByRole('alert');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('logs in with the demo ID as Demo', async () => {
    fakeNetwork().on('GET', 'Account/LoginAsDemoUser').ok(loginResult('demo-token'));
    const { user, network } = await renderLogin();
    await user.click(demo());

    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeDefined();
    expect(network.requestsTo('POST', 'Account/Authenticate')).toHaveLength(0);
    expect(sessionStore.getState().userInfo).toMatchObject({ username: 'Demo', balance: 1500 });
    expect(localStorage.getItem('accessToken')).toBe('demo-token');
  });

  it('shows why a demo login failed when the network is down', async () => {
    fakeNetwork().on('GET', 'Account/LoginAsDemoUser').networkError();
    const { user } = await renderLogin();
    await user.click(demo());

    expect((await screen.findByRole('alert')).textContent).toBe('Please Check Your Network Connection...');
    expect((demo() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the catalogue's message when a gateway answers 502 with nothing", async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').status(502);
    const { user } = await renderLogin();
    await user.type(username(), 'player01');
    await user.type(password(), 'secret123{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Internal Server Error');
    expect((logIn() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's limit message on top of the form and lets the player try again", async () => {
    const limited = 'Too many attempts. Please try again in 1 minute.';
    const network = fakeNetwork();
    network.on('POST', 'Account/Authenticate').ok(loginResult('token-after-wait'));
    network.once('POST', 'Account/Authenticate').reply(429, refusedWith('tooManyAttemptsMinutes', { count: 1 }));
    const { user } = await renderLogin();
    await user.type(username(), 'player01');
    await user.type(password(), 'secret123');
    await user.click(logIn());

    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    expect(sessionStore.getState().userInfo).toBeNull();
    expect((logIn() as HTMLButtonElement).disabled).toBe(false);

    await user.click(logIn());
    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeDefined();
  });

  it.each([
    ['/auth/login?redirect=%2Fbet-history', 'Landed on /bet-history'],
    ['/auth/login?redirect=%2F%2Fevil.example', 'Landed on /'],
    ['/auth/login?redirect=https%3A%2F%2Fevil.example', 'Landed on /'],
    ['/auth/login?redirect=%2F%5Cevil.example', 'Landed on /'],
    ['/auth/login?redirect=javascript%3Aalert(1)', 'Landed on /'],
  ])('from %s goes to the safe target', async (path, landed) => {
    fakeNetwork().on('GET', 'Account/LoginAsDemoUser').ok(loginResult('demo-token'));
    const { user } = await renderLogin(path);
    await user.click(demo());

    expect(await screen.findByRole('heading', { name: landed })).toBeDefined();
  });

  it('shows and hides the password', async () => {
    const { user } = await renderLogin();
    expect(password().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('links to sign up, carrying the redirect along', async () => {
    const { user, router } = await renderLogin('/auth/login?redirect=%2Fbet-history&other=1');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signup'));
    expect(router.state.location.search).toBe('?redirect=%2Fbet-history');
  });
});
