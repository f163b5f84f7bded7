import { platformInstanceId } from '@exchange/shared';
import { renderPage } from '@exchange/shared/testing';
import { within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import * as pages from './pages';

// Logout renders nothing: it forgets the session and moves on (its own test covers that).
const headings: Record<Exclude<keyof typeof pages, 'LogoutPage'>, string> = {
  LoginPage: 'Log in',
  SignupPage: 'Sign up',
  VerificationPage: 'Verify your account',
  ForgotPasswordPage: 'Forgot password',
};

describe('the auth pages module', () => {
  it('exposes exactly the login, sign-up, verification, forgotten password and logout pages', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'ForgotPasswordPage',
      'LoginPage',
      'LogoutPage',
      'SignupPage',
      'VerificationPage',
    ]);
  });

  it.each(Object.entries(headings) as [keyof typeof headings, string][])(
    'renders %s as a working section of the auth remote on the shared platform',
    async (name, heading) => {
      const section = await renderPage(pages[name] as ComponentType);
      expect(section.getAttribute('data-remote')).toBe('auth');
      expect(section.getAttribute('data-shared-instance')).toBe(platformInstanceId);
      expect(within(section).getByRole('heading', { level: 1, name: heading })).toBeDefined();
      // A real page, not the stand-in that announced it.
      expect(within(section).queryByText('This page is not available yet.')).toBeNull();
      expect(
        within(section).queryAllByRole('button').length + within(section).queryAllByRole('link').length,
      ).toBeGreaterThan(0);
    },
  );
});
