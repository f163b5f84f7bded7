import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { pendingRegistrationStore } from '../../stores/pending-registration-store';
import { refusedWith } from '../../testing/refused';
import { SignupPage } from './signup-page';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

const valid = {
  Username: 'player01',
  'Mobile number': '9876543210',
  Password: 'secret123',
  'Confirm password': 'secret123',
};
type Label = keyof typeof valid;

async function fill(user: UserEvent, values: Record<Label, string>) {
  for (const [label, value] of Object.entries(values)) {
    // Pasting is one change per field, as autofill is; typing each key would only make the test slow.
    await user.clear(input(label));
    if (value !== '') await user.paste(value);
  }
}

const renderSignup = (path = '/auth/signup') => renderRoute(<SignupPage />, { path, route: '/auth/signup' });
const registrations = () => fakeNetwork().requestsTo('POST', 'Account/Register');

describe('SignupPage', () => {
  it.each<[string, Label, string, string]>([
    ['a short username', 'Username', 'abc', 'Username must be 4 to 20 letters or digits.'],
    ['a long username', 'Username', 'a'.repeat(21), 'Username must be 4 to 20 letters or digits.'],
    ['a username with a symbol', 'Username', 'player_01', 'Username must be 4 to 20 letters or digits.'],
    ['an empty username', 'Username', '', 'Username must be 4 to 20 letters or digits.'],
    [
      'a mobile starting with 5',
      'Mobile number',
      '5876543210',
      'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
    ],
    ['a 9-digit mobile', 'Mobile number', '987654321', 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.'],
    [
      'a mobile with a country code',
      'Mobile number',
      '+919876543210',
      'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
    ],
    ['a short password', 'Password', 'abc123', 'Password must be at least 8 characters with a letter and a digit.'],
    [
      'a password without a digit',
      'Password',
      'password',
      'Password must be at least 8 characters with a letter and a digit.',
    ],
    [
      'a password without a letter',
      'Password',
      '12345678',
      'Password must be at least 8 characters with a letter and a digit.',
    ],
    ['a different confirmation', 'Confirm password', 'secret124', 'Passwords do not match.'],
  ])('refuses %s with its message next to the field', async (_case, label, value, message) => {
    const { user } = await renderSignup();
    const values = { ...valid, [label]: value };
    // A changed password keeps its confirmation equal, so only the rule under test fails.
    if (label === 'Password') values['Confirm password'] = value;
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(input(label).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input(label))).toBe(message);
    expect(document.activeElement).toBe(input(label));
    const others = (Object.keys(valid) as Label[]).filter((other) => other !== label);
    for (const other of others) expect(input(other).getAttribute('aria-invalid')).toBe('false');
    expect(registrations()).toHaveLength(0);
  });

  it('shows every message at once and hints before anything is wrong', async () => {
    const { user } = await renderSignup();
    expect(describedBy(input('Username'))).toBe('4 to 20 letters or digits.');
    await fill(user, { Username: 'ab', 'Mobile number': '123', Password: 'short', 'Confirm password': 'other' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByText('Username must be 4 to 20 letters or digits.')).toBeDefined();
    expect(screen.getByText('Mobile must be a 10-digit number starting with 6, 7, 8 or 9.')).toBeDefined();
    expect(screen.getByText('Password must be at least 8 characters with a letter and a digit.')).toBeDefined();
    expect(screen.getByText('Passwords do not match.')).toBeDefined();
  });

  it('registers with the hostname as domain, keeps the registration and goes to verification', async () => {
    fakeNetwork().on('POST', 'Account/Register').ok({ domain: 'brand.example', resendAfterSeconds: 45 });
    const before = Date.now();
    const { user, router } = await renderSignup('/auth/signup?redirect=%2Fbet-history');
    await fill(user, { ...valid, Username: ' player01 ' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verfication'));
    expect(router.state.location.search).toBe('?redirect=%2Fbet-history');
    expect(registrations().map((call) => call.body)).toEqual([
      { userName: 'player01', mobile: '9876543210', password: 'secret123', domain: window.location.hostname },
    ]);
    const kept = pendingRegistrationStore.getState().registration;
    expect(kept).toMatchObject({ userName: 'player01', mobile: '9876543210', domain: 'brand.example' });
    expect(kept?.resendAvailableAt).toBeGreaterThanOrEqual(before + 45_000);
    expect(JSON.parse(sessionStorage.getItem('pendingRegistration') ?? 'null')).toEqual(kept);
  });

  it('keeps the hostname as the domain when the server does not name one', async () => {
    fakeNetwork().on('POST', 'Account/Register').ok({});
    const { user } = await renderSignup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await screen.findByRole('heading', { name: 'Landed on /auth/verfication' });
    expect(pendingRegistrationStore.getState().registration?.domain).toBe(window.location.hostname);
  });

  it.each([
    ['usernameTaken', 'That username is taken.'],
    ['mobileTaken', 'That mobile number is already registered.'],
  ] as const)('says the %s refusal of the server ("%s") and keeps nothing', async (code, message) => {
    fakeNetwork().on('POST', 'Account/Register').reply(409, refusedWith(code));
    const { user } = await renderSignup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(pendingRegistrationStore.getState().registration).toBeNull();
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);
    expect(input('Username')).toHaveProperty('value', 'player01');
  });

  it("shows the catalogue's message when the network is down and lets the player send again", async () => {
    fakeNetwork().on('POST', 'Account/Register').networkError();
    const { user } = await renderSignup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please Check Your Network Connection...');
    expect(pendingRegistrationStore.getState().registration).toBeNull();
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables sending and shows progress while the account is created', async () => {
    fakeNetwork().on('POST', 'Account/Register').hang();
    const { user } = await renderSignup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('progressbar', { name: 'Creating your account' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives each password field its own show/hide toggle', async () => {
    const { user } = await renderSignup();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(input('Confirm password').getAttribute('type')).toBe('text');
    expect(input('Password').getAttribute('type')).toBe('password');
  });
});
