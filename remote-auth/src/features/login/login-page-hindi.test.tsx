import { changeLanguage } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { LoginPage } from './login-page';

const renderInHindi = () => renderRoute(<LoginPage />, { path: '/auth/login', language: 'hi' });

async function logInAs(name: string) {
  const { user } = await renderInHindi();
  await user.type(screen.getByRole('textbox', { name: 'यूज़रनेम' }), name);
  await user.type(screen.getByLabelText('पासवर्ड', { selector: 'input' }), 'secret123');
  await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
}

describe('LoginPage in Hindi', () => {
  it('asks for the fields in Hindi', async () => {
    const { user } = await renderInHindi();
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'डेमो आईडी से लॉग इन करें' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(screen.getByText('अपना यूज़रनेम दर्ज करें।')).toBeDefined();
  });

  it("says a server refusal in Hindi by its code, and follows the player's switch back to English", async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').reply(401, refusedWith('invalidCredentials'));
    await logInAs('player1');
    expect(await screen.findByText('यूज़रनेम या पासवर्ड गलत है।')).toBeDefined();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Invalid username or password.')).toBeDefined();
  });

  it('keeps the numbers of a server refusal with numbers', async () => {
    fakeNetwork()
      .on('POST', 'Account/Authenticate')
      .reply(423, refusedWith('lockedOut', { count: 15 }));
    await logInAs('player1');
    expect(await screen.findByText('बहुत सारे असफल प्रयास। 15 मिनट बाद फिर कोशिश करें।')).toBeDefined();
  });

  it('shows an English message without a code as the server sent it, even one it knows', async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').fail(401, 'Invalid username or password.');
    await logInAs('player1');
    expect(await screen.findByText('Invalid username or password.')).toBeDefined();
  });

  it('shows a message it does not know as the server sent it', async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').fail(403, 'Account frozen by the operator');
    await logInAs('player1');
    expect(await screen.findByText('Account frozen by the operator')).toBeDefined();
  });

  it("shows the catalogue's network message in Hindi", async () => {
    fakeNetwork().on('POST', 'Account/Authenticate').networkError();
    await logInAs('player1');
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया अपना नेटवर्क कनेक्शन जाँचें...');
  });
});
