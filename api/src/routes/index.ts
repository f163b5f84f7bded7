import { accountRoutes } from './account.js';
import { adminAccountRoutes } from './admin-accounts.js';
import { adminBetRoutes } from './admin-bets.js';
import { adminSportsRoutes } from './admin-sports.js';
import { adminRoutes } from './admin.js';
import { betRoutes } from './bets.js';
import { brandAssetRoutes } from './brand-assets.js';
import { healthRoutes } from './health.js';
import { oauthRoutes } from './oauth.js';
import { realtimeRoutes } from './realtime.js';
import type { RouteModule } from './route-module.js';
import { settingsCdnRoutes } from './settings-cdn.js';
import { settingsRoutes } from './settings.js';
import { sportsRoutes } from './sports.js';

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
  adminSportsRoutes,
  adminBetRoutes,
];
