import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { ForgotPasswordPage } from './forgot-password-page';

const renderPage = (path = '/auth/forgot-password') =>
  renderRoute(<ForgotPasswordPage />, { path, route: '/auth/forgot-password' });

describe('ForgotPasswordPage', () => {
  it('sends a code to the account’s mobile, then sets the new password with it and sends the player to log in', async () => {
    const network = fakeNetwork();
    network.on('POST', 'Account/ForgotPassword').ok({ resendAfterSeconds: 30 });
    network.on('POST', 'Account/ResetPassword').ok({ reset: true });
    const { user } = await renderPage('/auth/forgot-password?redirect=%2Fbet-history');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/number ending in 3210/)).toBeDefined();
    expect(network.requestsTo('POST', 'Account/ForgotPassword')[0]?.body).toEqual({
      userName: 'player01',
      mobile: '9876543210',
    });
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);

    // The form's own rules first: nothing is sent while the passwords differ.
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'brandnew9');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'brandnew8');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(network.requestsTo('POST', 'Account/ResetPassword')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'brandnew9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeDefined();
    expect(network.requestsTo('POST', 'Account/ResetPassword')[0]?.body).toEqual({
      userName: 'player01',
      mobile: '9876543210',
      code: '123456',
      newPassword: 'brandnew9',
    });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fbet-history',
    );
  });

  it('says the api’s refusal of a wrong code and keeps what was typed', async () => {
    const network = fakeNetwork();
    network.on('POST', 'Account/ForgotPassword').ok({ resendAfterSeconds: 30 });
    network.on('POST', 'Account/ResetPassword').reply(400, refusedWith('verificationCodeWrong'));
    const { user } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'brandnew9');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'brandnew9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The code is not correct.'));
    expect((screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement).value).toBe('000000');
  });
});
