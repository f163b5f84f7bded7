import { lazyNamed } from '@exchange/shared';

// Each page is its own chunk: loading one route never downloads the others.
export const LoginPage = lazyNamed(() => import('../features/login/login-page'), 'LoginPage');
export const SignupPage = lazyNamed(() => import('../features/signup/signup-page'), 'SignupPage');
export const VerificationPage = lazyNamed(
  () => import('../features/verification/verification-page'),
  'VerificationPage',
);
export const LogoutPage = lazyNamed(() => import('../features/logout/logout-page'), 'LogoutPage');
