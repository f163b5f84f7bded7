import { sessionStore, type LoginResult } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pendingRegistrationStore } from '../../stores/pending-registration-store';
import { refusedWith } from '../../testing/refused';
import { VerificationPage } from './verification-page';

const verified: LoginResult = {
  accessToken: 'new-player-token',
  refreshToken: 'new-player-refresh',
  expireInSeconds: 3600,
  userId: 12,
  balance: 0,
  exposure: 0,
};

const codeField = () => screen.getByRole('textbox', { name: 'Verification code' });
const verify = () => screen.getByRole('button', { name: 'Verify' });
const resend = () => screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
const timer = () => screen.queryByRole('timer');

/** A registration made just now, as the sign-up page keeps it. */
function keepRegistration(resendAfterSeconds = 30) {
  pendingRegistrationStore.getState().keep({
    userName: 'player01',
    mobile: '9876543210',
    domain: 'brand.example',
    resendAvailableAt: Date.now() + resendAfterSeconds * 1000,
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * The countdown's clock and ticks are faked; timeouts stay real, so the user-event and
 * Testing Library waits keep working.
 */
const fakeTheClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

afterEach(() => {
  vi.useRealTimers();
});

const renderVerification = (path = '/auth/verfication') =>
  renderRoute(<VerificationPage />, { path, route: '/auth/verfication' });
const verifications = () => fakeNetwork().requestsTo('POST', 'Account/VerificationUser');
const resends = () => fakeNetwork().requestsTo('POST', 'Account/ResendVerificationCode');

describe('VerificationPage', () => {
  it('without a pending sign-up explains and links to sign up', async () => {
    await renderVerification('/auth/verfication?redirect=%2Fbet-history');

    expect(screen.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeDefined();
    expect(screen.getByText(/no sign-up waiting for a code/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/auth/signup?redirect=%2Fbet-history',
    );
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it('offers a one-time-code field for phones', async () => {
    keepRegistration();
    await renderVerification();

    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(/ending in 3210/)).toBeDefined();
  });

  it.each(['', '12345', '1234567', '12a456'])('refuses the code %j next to the field', async (code) => {
    keepRegistration();
    const { user } = await renderVerification();
    if (code !== '') await user.type(codeField(), code);
    await user.click(verify());

    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(codeField().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The code must be 6 digits.',
    );
    expect(verifications()).toHaveLength(0);
  });

  it('counts down before a new code can be asked for, then restarts from what the server says', async () => {
    fakeTheClock();
    keepRegistration();
    fakeNetwork().on('POST', 'Account/ResendVerificationCode').ok({ resendAfterSeconds: 45 });
    const { user } = await renderVerification();

    expect(timer()?.textContent).toBe('Resend code in 30 s');
    expect(resend().disabled).toBe(true);
    await advance(1000);
    expect(timer()?.textContent).toBe('Resend code in 29 s');
    await advance(28_000);
    expect(timer()?.textContent).toBe('Resend code in 1 s');
    expect(resend().disabled).toBe(true);
    await advance(1000);
    expect(timer()).toBeNull();
    expect(resend().disabled).toBe(false);

    await user.click(resend());
    expect((await screen.findByRole('status')).textContent).toBe('A new code is on its way.');
    expect(resends().map((call) => call.body)).toEqual([{ userName: 'player01', mobile: '9876543210' }]);
    expect(timer()?.textContent).toBe('Resend code in 45 s');
    expect(resend().disabled).toBe(true);
    // The new wait outlives a reload of the page.
    expect(pendingRegistrationStore.getState().registration?.resendAvailableAt).toBe(Date.now() + 45_000);
    // The answer came in outside act, so React may not have started the new ticking yet; a real
    // moment lets its scheduler run the effect before the faked clock moves.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await advance(45_000);
    expect(resend().disabled).toBe(false);
  });

  it('falls back to 30 s when the server names no wait', async () => {
    keepRegistration(0);
    fakeNetwork().on('POST', 'Account/ResendVerificationCode').ok(null);
    const { user } = await renderVerification();
    expect(timer()).toBeNull();
    await user.click(resend());

    expect(await screen.findByRole('timer')).toHaveProperty('textContent', 'Resend code in 30 s');
  });

  it('shows the server message when asked for a code too soon', async () => {
    keepRegistration(0);
    fakeNetwork().on('POST', 'Account/ResendVerificationCode').reply(429, refusedWith('resendTooSoon'));
    const { user } = await renderVerification();
    await user.click(resend());

    expect((await screen.findByRole('alert')).textContent).toBe('Please wait before asking for another code.');
    expect(resend().disabled).toBe(false);
  });

  it('logs the new player in with the registration data and goes where redirect asked', async () => {
    keepRegistration();
    fakeNetwork().on('POST', 'Account/VerificationUser').ok(verified);
    const { user } = await renderVerification('/auth/verfication?redirect=%2Fbet-history');
    await user.type(codeField(), ' 123456 {Enter}');

    expect(await screen.findByRole('heading', { name: 'Landed on /bet-history' })).toBeDefined();
    expect(verifications().map((call) => call.body)).toEqual([
      { userName: 'player01', mobile: '9876543210', code: '123456' },
    ]);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: true, accessToken: 'new-player-token' });
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({
      username: 'player01',
      domain: 'brand.example',
    });
    expect(pendingRegistrationStore.getState().registration).toBeNull();
    expect(sessionStorage.getItem('pendingRegistration')).toBeNull();
  });

  it('goes to the entry step when redirect is not safe', async () => {
    keepRegistration();
    fakeNetwork().on('POST', 'Account/VerificationUser').ok(verified);
    const { user } = await renderVerification('/auth/verfication?redirect=https%3A%2F%2Fevil.example');
    await user.type(codeField(), '123456');
    await user.click(verify());

    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeDefined();
  });

  it.each([
    ['verificationCodeWrong', 'The code is not correct.'],
    ['verificationCodeExpired', 'This code has expired. Ask for a new one.'],
    ['verificationCodeUsed', 'This code has already been used.'],
  ] as const)('says the %s refusal ("%s") and keeps the registration for another try', async (code, message) => {
    keepRegistration();
    fakeNetwork().on('POST', 'Account/VerificationUser').reply(400, refusedWith(code));
    const { user } = await renderVerification();
    await user.type(codeField(), '654321{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(pendingRegistrationStore.getState().registration?.userName).toBe('player01');
    expect((verify() as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables both buttons and shows progress while verifying', async () => {
    keepRegistration(0);
    fakeNetwork().on('POST', 'Account/VerificationUser').hang();
    const { user } = await renderVerification();
    await user.type(codeField(), '123456{Enter}');

    expect(screen.getByRole('progressbar', { name: 'Verifying' })).toBeDefined();
    expect((verify() as HTMLButtonElement).disabled).toBe(true);
    expect(resend().disabled).toBe(true);
  });
});
