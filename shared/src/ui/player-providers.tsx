import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

import { getQueryClient } from '../query/platform-query-client';
import { toastStackProps } from './toast-stack';

export interface PlayerProvidersProps {
  children: ReactNode;
}

/**
 * The page's QueryClient (so every remote's `useQuery` shares one cache) and its toasts (notistack's
 * `useSnackbar`). Loaded with TanStack Query by `loadPlayerProviders`, never with the package: the
 * logged-out login page uses neither (ADR 0033). Render it under `PlatformProvider`, once per page.
 */
export function PlayerProviders({ children }: PlayerProvidersProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SnackbarProvider {...toastStackProps}>{children}</SnackbarProvider>
    </QueryClientProvider>
  );
}
