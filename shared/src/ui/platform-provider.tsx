import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { colorSchemeProviderProps } from '../theme/color-scheme';
import { createBrandTheme } from '../theme/create-brand-theme';
import { readStyleNonce } from './style-nonce';
import { ThemeVariables } from './theme-variables';

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
 * The providers every page needs: emotion cache, MUI theme (light or dark, as the player chose) and
 * baseline styles. The page's QueryClient and toasts come with `PlayerProviders`, which loads with
 * TanStack Query and notistack where something uses them (ADR 0033). The host renders it once;
 * remotes render it only when they run alone on their dev server.
 */
export function PlatformProvider({ theme, children }: PlatformProviderProps) {
  const pageTheme = theme ?? defaultTheme();
  return (
    <CacheProvider value={getEmotionCache()}>
      <ThemeVariables theme={pageTheme} />
      <ThemeProvider theme={pageTheme} {...colorSchemeProviderProps} {...variablesWrittenApart}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
