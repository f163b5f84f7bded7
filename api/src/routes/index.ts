import { healthRoutes } from './health.js';
import type { RouteModule } from './route-module.js';
import { settingsCdnRoutes } from './settings-cdn.js';

export type { RouteContext, RouteModule } from './route-module.js';

/** Every domain of the api; a new domain is one module here. */
export const routeModules: readonly RouteModule[] = [healthRoutes, settingsCdnRoutes];
