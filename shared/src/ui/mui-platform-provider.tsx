import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useContext, type ReactNode } from 'react';

import { colorSchemeProviderProps } from '../theme/color-scheme';
import { brandThemeOf } from '../theme/mui-brand-theme';
import { MuiProvidedContext, useBrandThemeChoice } from './brand-theme-context';
import { readStyleNonce } from './style-nonce';
import { ThemeVariables } from './theme-variables';
import { toastsBelowNavbarStyles } from './toast-stack';

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

/**
 * MUI for the pages that render it: the emotion cache, the brand's MUI theme (light or dark, as the
 * player chose; its variables written by ThemeVariables) and MUI's baseline styles. `PlayerProviders`
 * renders it around every page under the navbar layouts (ADR 0038); one rendered inside another
 * renders its children alone, so the page keeps one theme and one set of variables.
 */
export function MuiPlatformProvider({ children }: { children: ReactNode }) {
  const provided = useContext(MuiProvidedContext);
  const theme = brandThemeOf(useBrandThemeChoice());
  if (provided) return children;
  return (
    <MuiProvidedContext.Provider value>
      <CacheProvider value={getEmotionCache()}>
        <ThemeVariables theme={theme} />
        <ThemeProvider theme={theme} {...colorSchemeProviderProps} {...variablesWrittenApart}>
          <CssBaseline />
          <GlobalStyles styles={toastsBelowNavbarStyles} />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </MuiProvidedContext.Provider>
  );
}
