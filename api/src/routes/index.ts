import { accountRoutes } from './account.js';
import { adminAccountRoutes } from './admin-accounts.js';
import { adminBetRoutes } from './admin-bets.js';
import { adminPaymentRoutes } from './admin-payments.js';
import { adminSportsRoutes } from './admin-sports.js';
import { adminRoutes } from './admin.js';
import { betRoutes } from './bets.js';
import { bonusRoutes } from './bonus.js';
import { brandAssetRoutes } from './brand-assets.js';
import { casinoRoutes } from './casino.js';
import { healthRoutes } from './health.js';
import { oauthRoutes } from './oauth.js';
import { paymentRoutes } from './payments.js';
import { realtimeRoutes } from './realtime.js';
import { responsiblePlayRoutes } from './responsible-play.js';
import type { RouteModule } from './route-module.js';
import { settingsCdnRoutes } from './settings-cdn.js';
import { settingsRoutes } from './settings.js';
import { sportsRoutes } from './sports.js';
import { transactionRoutes } from './transactions.js';
import { tvStreamRoutes } from './tv-stream.js';
import { upiPayerRoutes } from './upi-payer.js';
import { userStakeRoutes } from './user-stakes.js';

export type { RouteContext, RouteModule } from './route-module.js';

/** Every domain of the api; a new domain is one module here. */
export const routeModules: readonly RouteModule[] = [
  healthRoutes,
  settingsCdnRoutes,
  adminRoutes,
  realtimeRoutes,
  brandAssetRoutes,
  settingsRoutes,
  betRoutes,
  accountRoutes,
  oauthRoutes,
  adminAccountRoutes,
  sportsRoutes,
  tvStreamRoutes,
  adminSportsRoutes,
  adminBetRoutes,
  casinoRoutes,
  // The account remote's money: statement, payments, stake buttons, bonuses.
  transactionRoutes,
  paymentRoutes,
  adminPaymentRoutes,
  upiPayerRoutes,
  userStakeRoutes,
  bonusRoutes,
  responsiblePlayRoutes,
];
