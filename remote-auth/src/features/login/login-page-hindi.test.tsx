import { ApiError, authenticate, changeLanguage, sessionStore } from '@exchange/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadAuthTranslations } from '../../i18n/auth-translations';
import { renderAuthRoute } from '../../testing/render-auth-route';
import { LoginPage } from './login-page';

vi.mock('@exchange/shared', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  authenticate: vi.fn(),
}));

beforeEach(async () => {
  sessionStore.getState().logout();
  vi.mocked(authenticate).mockReset();
  await changeLanguage('hi');
  await loadAuthTranslations();
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

async function logInAs(name: string) {
  const user = userEvent.setup({ delay: null });
  renderAuthRoute(<LoginPage />, '/auth/login');
  await user.type(screen.getByRole('textbox', { name: 'यूज़रनेम' }), name);
  await user.type(screen.getByLabelText('पासवर्ड', { selector: 'input' }), 'secret123');
  await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
}

describe('LoginPage in Hindi', () => {
  it('asks for the fields in Hindi', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthRoute(<LoginPage />, '/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'डेमो आईडी से लॉग इन करें' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(screen.getByText('अपना यूज़रनेम दर्ज करें।')).toBeDefined();
  });

  it("shows a known server message in Hindi, and follows the player's switch back to English", async () => {
    vi.mocked(authenticate).mockRejectedValue(new ApiError('unauthorized', 'Invalid username or password.', 401));
    await logInAs('player1');
    expect(await screen.findByText('यूज़रनेम या पासवर्ड गलत है।')).toBeDefined();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Invalid username or password.')).toBeDefined();
  });

  it('keeps the numbers of a server message with numbers', async () => {
    vi.mocked(authenticate).mockRejectedValue(
      new ApiError('http', 'Too many failed attempts. Try again in 15 minutes.', 423),
    );
    await logInAs('player1');
    expect(await screen.findByText('बहुत सारे असफल प्रयास। 15 मिनट बाद फिर कोशिश करें।')).toBeDefined();
  });

  it('shows a message it does not know as the server sent it', async () => {
    vi.mocked(authenticate).mockRejectedValue(new ApiError('http', 'Account frozen by the operator', 403));
    await logInAs('player1');
    expect(await screen.findByText('Account frozen by the operator')).toBeDefined();
  });
});
