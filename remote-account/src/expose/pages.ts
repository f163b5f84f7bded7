import { lazyNamed } from '@exchange/shared';

// Each page is its own chunk: loading one route never downloads the others.
export const AccountStatementPage = lazyNamed(
  () => import('../features/statement/account-statement-page'),
  'AccountStatementPage',
);
export const BetHistoryPage = lazyNamed(() => import('../features/bet-history/bet-history-page'), 'BetHistoryPage');
export const ProfitLossPage = lazyNamed(() => import('../features/profit-loss/profit-loss-page'), 'ProfitLossPage');
export const DepositWithdrawRequestsPage = lazyNamed(
  () => import('../features/payments/deposit-withdraw-requests-page'),
  'DepositWithdrawRequestsPage',
);
export const DepositWithdrawPage = lazyNamed(
  () => import('../features/payments/deposit-withdraw-page'),
  'DepositWithdrawPage',
);
export const ChangeButtonValuesPage = lazyNamed(
  () => import('../features/stake-buttons/change-button-values-page'),
  'ChangeButtonValuesPage',
);
export const ChangePasswordPage = lazyNamed(
  () => import('../features/password/change-password-page'),
  'ChangePasswordPage',
);
export const BonusPage = lazyNamed(() => import('../features/bonus/bonus-page'), 'BonusPage');
