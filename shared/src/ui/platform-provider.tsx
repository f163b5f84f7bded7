import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

import { getQueryClient } from '../query/platform-query-client';
import { colorSchemeProviderProps } from '../theme/color-scheme';
import { createBrandTheme } from '../theme/create-brand-theme';
import { readStyleNonce } from './style-nonce';
import { ThemeVariables } from './theme-variables';

/** Toast defaults of the specification: 5000 ms, at most 20 on screen. */
export const toastDefaults = { autoHideDuration: 5000, maxSnack: 20 } as const;

let emotionCache: EmotionCache | undefined;

/**
 * One emotion cache per page: every remote's styles land in the same sheet. Its <style> elements
 * carry the page's CSP nonce, so the policy needs no 'unsafe-inline' for styles.
 */
export function getEmotionCache(): EmotionCache {
  if (!emotionCache) {
    const nonce = readStyleNonce();
    emotionCache = createCache(nonce === undefined ? { key: 'xp' } : { key: 'xp', nonce });
  }
  return emotionCache;
}

/**
 * ThemeVariables writes the theme's CSS variables (ADR 0029), so MUI does not. A spread because
 * MUI's types list the prop only under a module augmentation the platform does not declare.
 */
const variablesWrittenApart = { disableStyleSheetGeneration: true };

let fallbackTheme: Theme | undefined;

/** The default brand's theme, made once: a new theme object would write its variables again. */
function defaultTheme(): Theme {
  fallbackTheme ??= createBrandTheme();
  return fallbackTheme;
}

export interface PlatformProviderProps {
  theme?: Theme;
  children: ReactNode;
}

/**
 * The providers every page needs: the page's QueryClient (so every remote's `useQuery` shares one
 * cache), emotion cache, MUI theme (light or dark, as the player chose), baseline styles and toasts.
 * The host renders it once; remotes render it only when they run alone on their dev server.
 */
export function PlatformProvider({ theme, children }: PlatformProviderProps) {
  const pageTheme = theme ?? defaultTheme();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CacheProvider value={getEmotionCache()}>
        <ThemeVariables theme={pageTheme} />
        <ThemeProvider theme={pageTheme} {...colorSchemeProviderProps} {...variablesWrittenApart}>
          <CssBaseline />
          <SnackbarProvider
            autoHideDuration={toastDefaults.autoHideDuration}
            maxSnack={toastDefaults.maxSnack}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
