import { lazyPage } from '@exchange/shared';

import { loadAuthTranslations } from '../i18n/auth-translations';

/** A page's chunk and the auth strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadAuthTranslations()]).then(([module]) => module);

// Each page is its own chunk: loading one route never downloads the others.
export const LoginPage = lazyPage(() => withStrings(import('../features/login/login-page')), 'LoginPage');
export const SignupPage = lazyPage(() => withStrings(import('../features/signup/signup-page')), 'SignupPage');
export const VerificationPage = lazyPage(
  () => withStrings(import('../features/verification/verification-page')),
  'VerificationPage',
);
export const ForgotPasswordPage = lazyPage(
  () => withStrings(import('../features/forgot-password/forgot-password-page')),
  'ForgotPasswordPage',
);
export const LogoutPage = lazyPage(() => import('../features/logout/logout-page'), 'LogoutPage');
