import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

import { platformMutationDefaults, platformQueryDefaults } from './query-client';

/**
 * A QueryClient with the platform's defaults. The page's one client is made with it when the query
 * runtime first loads (`loadQueryClient`); `config` adds or overrides options, as tests do (no retries).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { defaultOptions, ...rest } = config;
  return new QueryClient({
    ...rest,
    defaultOptions: {
      ...defaultOptions,
      queries: { ...platformQueryDefaults, ...defaultOptions?.queries },
      mutations: { ...platformMutationDefaults, ...defaultOptions?.mutations },
    },
  });
}
