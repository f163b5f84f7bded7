import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

import { getQueryClient } from '../query/platform-query-client';
import { MuiPlatformProvider } from './mui-platform-provider';
import { toastStackProps } from './toast-stack';

export interface PlayerProvidersProps {
  children: ReactNode;
}

/**
 * MUI's providers (theme, emotion cache, baseline), the page's QueryClient (so every remote's
 * `useQuery` shares one cache) and its toasts (notistack's `useSnackbar`). Loaded with TanStack
 * Query and MUI's styling core by `loadPlayerProviders`, never with the package: the logged-out
 * login page uses none of them (ADR 0033, ADR 0038). Render it under `PlatformProvider`, once per page.
 */
export function PlayerProviders({ children }: PlayerProvidersProps) {
  return (
    <MuiPlatformProvider>
      <QueryClientProvider client={getQueryClient()}>
        <SnackbarProvider {...toastStackProps}>{children}</SnackbarProvider>
      </QueryClientProvider>
    </MuiPlatformProvider>
  );
}
