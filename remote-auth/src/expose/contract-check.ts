import type { AuthPagesModule, Satisfies } from '@exchange/shared';

import type * as pages from './pages';

// Type-checking fails here when an exposed module drifts from its contract in @exchange/shared.
export type ExposesSatisfyContract = [Satisfies<typeof pages, AuthPagesModule>];
