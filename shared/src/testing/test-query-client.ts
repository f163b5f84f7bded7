import type { QueryClient } from '@tanstack/react-query';

import { createQueryClient } from '../query/create-query-client';

/**
 * A QueryClient for one test: the platform's defaults, except that a failure shows at once (no
 * retries and their back-off delays) and nothing is collected on a timer that outlives the test.
 * `setupRemoteTests` makes one the page's client before every test.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}
