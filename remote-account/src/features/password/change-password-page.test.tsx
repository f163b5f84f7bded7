import { sessionStore } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { ChangePasswordPage } from './change-password-page';

vi.setConfig({ testTimeout: 60_000 });

/** Types a whole value at once: per-key typing re-renders the page for every character. */
async function fill(
  user: {
    clear: (element: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
    click: (element: Element) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the change password page', () => {
  it('checks the confirmation, then ends the session and sends the player to log in again', async () => {
    const { network, user, router } = await renderRoute(<ChangePasswordPage />, {
      path: '/change-password',
      session: { username: 'player01' },
    });
    network.on('POST', 'Account/changePassword').ok({ changed: true });
    network.on('POST', 'Account/Logout').ok({ loggedOut: true });
    await fill(user, await screen.findByLabelText('Current password'), 'secret123');
    await fill(user, screen.getByLabelText('New password'), 'secret456');
    await fill(user, screen.getByLabelText('Confirm new password'), 'secret457');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(network.requestsTo('POST', 'Account/changePassword')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Confirm new password'), 'secret456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(network.requestsTo('POST', 'Account/changePassword')[0]?.body).toEqual({
      currentPassword: 'secret123',
      newPassword: 'secret456',
    });
    expect(sessionStore.getState().loggedIn).toBe(false);
  });

  it('shows the server’s refusal of a wrong current password and keeps the session', async () => {
    const { network, user } = await renderRoute(<ChangePasswordPage />, {
      path: '/change-password',
      session: { username: 'player01' },
    });
    network.on('POST', 'Account/changePassword').reply(400, refusedWith('currentPasswordWrong'));
    await fill(user, await screen.findByLabelText('Current password'), 'wrong123');
    await fill(user, screen.getByLabelText('New password'), 'secret456');
    await fill(user, screen.getByLabelText('Confirm new password'), 'secret456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(sessionStore.getState().loggedIn).toBe(true);
  });
});
