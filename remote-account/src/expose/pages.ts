import { lazyPage } from '@exchange/shared';

import { loadAccountTranslations } from '../i18n/account-translations';

/** A page's chunk and the account strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadAccountTranslations()]).then(([module]) => module);

// Each page is its own chunk: loading one route never downloads the others. The host preloads the
// page it is about to show (PageComponent.preload).
export const AccountStatementPage = lazyPage(
  () => withStrings(import('../features/statement/account-statement-page')),
  'AccountStatementPage',
  // Beside the page's chunk, not inside this module: every account page loads this module first, so
  // it stays free of the statement's code. A chunk that fails here fails the page too, which says so.
  () =>
    void import('../features/statement/statement-query')
      .then(({ prefetchOpeningStatement }) => prefetchOpeningStatement())
      .catch((error: unknown) => console.warn('The statement was not asked for early:', error)),
);
export const BetHistoryPage = lazyPage(
  () => withStrings(import('../features/bet-history/bet-history-page')),
  'BetHistoryPage',
);
export const ProfitLossPage = lazyPage(
  () => withStrings(import('../features/profit-loss/profit-loss-page')),
  'ProfitLossPage',
);
export const DepositWithdrawRequestsPage = lazyPage(
  () => withStrings(import('../features/payments/deposit-withdraw-requests-page')),
  'DepositWithdrawRequestsPage',
);
export const DepositWithdrawPage = lazyPage(
  () => withStrings(import('../features/payments/deposit-withdraw-page')),
  'DepositWithdrawPage',
);
export const ChangeButtonValuesPage = lazyPage(
  () => withStrings(import('../features/stake-buttons/change-button-values-page')),
  'ChangeButtonValuesPage',
);
export const ChangePasswordPage = lazyPage(
  () => withStrings(import('../features/password/change-password-page')),
  'ChangePasswordPage',
);
export const BonusPage = lazyPage(() => withStrings(import('../features/bonus/bonus-page')), 'BonusPage');
export const ActivityLogPage = lazyPage(
  () => withStrings(import('../features/activity-log/activity-log-page')),
  'ActivityLogPage',
);
export const ResponsiblePlayPage = lazyPage(
  () => withStrings(import('../features/responsible-play/responsible-play-page')),
  'ResponsiblePlayPage',
);
