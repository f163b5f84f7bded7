import { hashKey, QueryClientProvider, useQuery } from '@tanstack/react-query';

import { createQueryClient } from './create-query-client';

/**
 * What the package itself runs of TanStack Query. Nothing else in `src/index.ts`'s graph imports
 * the library's values, so a page that never queries (the logged-out login page) does not download
 * it: `loadQueryRuntime` brings this module when something first needs a client (ADR 0033).
 */
export const queryRuntime = { createQueryClient, hashKey, QueryClientProvider, useQuery };

export type QueryRuntime = typeof queryRuntime;
