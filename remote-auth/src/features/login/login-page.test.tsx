import { ApiError, authenticate, loginAsDemoUser, sessionStore, type LoginResult } from '@exchange/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderAuthRoute } from '../../testing/render-auth-route';
import { LoginPage } from './login-page';

vi.mock('@exchange/shared', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  authenticate: vi.fn(),
  loginAsDemoUser: vi.fn(),
}));

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

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const logIn = () => screen.getByRole('button', { name: 'Log in' });
const demo = () => screen.getByRole('button', { name: 'Login with demo ID' });
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => {
  sessionStore.getState().logout();
  vi.mocked(authenticate).mockReset();
  vi.mocked(loginAsDemoUser).mockReset();
});

afterEach(() => {
  localStorage.clear();
});

describe('LoginPage', () => {
  it('asks for both fields next to them before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.click(logIn());

    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(username())).toBe('Enter your username.');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password())).toBe('Enter your password.');
    expect(document.activeElement).toBe(username());
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('takes a message away once its field is filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.click(logIn());
    await user.type(username(), 'player01');

    expect(username().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Enter your username.')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeDefined();
  });

  it('logs in on Enter, keeps the session and goes to the entry step', async () => {
    vi.mocked(authenticate).mockResolvedValue(loginResult('token-1'));
    const user = userEvent.setup({ delay: null });
    const router = renderAuthRoute(<LoginPage />, '/auth/login');
    await user.type(username(), '  player01 ');
    await user.type(password(), 'secret123{Enter}');

    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeDefined();
    expect(authenticate).toHaveBeenCalledWith({ userNameOrEmailAddress: 'player01', password: 'secret123' });
    expect(sessionStore.getState()).toMatchObject({ loggedIn: true, accessToken: 'token-1' });
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({ username: 'player01', balance: 1500 });
    // Back does not return to the login page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("stores the server's spelling of the name when it sends one", async () => {
    vi.mocked(authenticate).mockResolvedValue({ ...loginResult('token-2'), username: 'Player01' });
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.type(username(), 'player01');
    await user.type(password(), 'secret123{Enter}');

    await screen.findByRole('heading', { name: 'Landed on /' });
    expect(sessionStore.getState().userInfo?.username).toBe('Player01');
  });

  it('shows progress and disables both buttons while the login is out', async () => {
    const answer = deferred<LoginResult>();
    vi.mocked(authenticate).mockReturnValue(answer.promise);
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.type(username(), 'player01');
    await user.type(password(), 'secret123');
    await user.click(logIn());

    expect(screen.getByRole('progressbar', { name: 'Logging in' })).toBeDefined();
    expect((logIn() as HTMLButtonElement).disabled).toBe(true);
    expect((demo() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(authenticate).toHaveBeenCalledTimes(1);

    answer.reject(new ApiError('unauthorized', 'Invalid username or password.', 401));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((logIn() as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['a wrong password', 401, 'Invalid username or password.'],
    ['an unverified account', 403, 'Please verify your mobile number first.'],
    ['a lockout', 423, 'Too many failed attempts. Try again in 15 minutes.'],
  ])('shows the server message for %s above the form', async (_case, status, message) => {
    vi.mocked(authenticate).mockRejectedValue(new ApiError('http', message, status));
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.type(username(), 'player01');
    await user.type(password(), 'wrong-password{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
  });

  it('logs in with the demo ID as Demo', async () => {
    vi.mocked(loginAsDemoUser).mockResolvedValue(loginResult('demo-token'));
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.click(demo());

    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeDefined();
    expect(authenticate).not.toHaveBeenCalled();
    expect(sessionStore.getState().userInfo).toMatchObject({ username: 'Demo', balance: 1500 });
    expect(localStorage.getItem('accessToken')).toBe('demo-token');
  });

  it('shows why a demo login failed', async () => {
    vi.mocked(loginAsDemoUser).mockRejectedValue(new ApiError('network', 'Please Check Your Network Connection...'));
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    await user.click(demo());

    expect((await screen.findByRole('alert')).textContent).toBe('Please Check Your Network Connection...');
    expect((demo() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's limit message on top of the form and lets the player try again", async () => {
    const limited = 'Too many attempts. Please try again in 1 minute.';
    vi.mocked(authenticate).mockRejectedValueOnce(new ApiError('http', limited, 429));
    vi.mocked(authenticate).mockResolvedValueOnce(loginResult('token-after-wait'));
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
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
    vi.mocked(loginAsDemoUser).mockResolvedValue(loginResult('demo-token'));
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, path);
    await user.click(demo());

    expect(await screen.findByRole('heading', { name: landed })).toBeDefined();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    expect(password().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('links to sign up, carrying the redirect along', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderAuthRoute(<LoginPage />, '/auth/login?redirect=%2Fbet-history&other=1');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signup'));
    expect(router.state.location.search).toBe('?redirect=%2Fbet-history');
  });
});
