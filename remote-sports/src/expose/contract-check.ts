import type { SportsPagesModule, SportsWidgetsModule, Satisfies } from '@exchange/shared';

import type * as pages from './pages';
import type * as widgets from './widgets';

// Type-checking fails here when an exposed module drifts from its contract in @exchange/shared.
export type ExposesSatisfyContract = [
  Satisfies<typeof pages, SportsPagesModule>,
  Satisfies<typeof widgets, SportsWidgetsModule>,
];
