import type { CasinoPagesModule, Satisfies } from '@exchange/shared';

import type * as pages from './pages';

// Type-checking fails here when the variant's exposed module drifts from the casino contract.
export type ExposesSatisfyContract = [Satisfies<typeof pages, CasinoPagesModule>];
