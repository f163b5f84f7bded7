import { useMemo, type ReactNode } from 'react';

import { themeChoiceKey, type ThemeChoice } from '../theme/create-brand-theme';
import { defaultThemeName } from '../theme/named-themes';
import { BrandThemeChoiceContext } from './brand-theme-context';
import { BrandVariables } from './plain/brand-variables';

export interface PlatformProviderProps {
  /** The brand's colours (`resolveThemeChoice`); the default theme without one. */
  choice?: ThemeChoice;
  children: ReactNode;
}

const defaultChoice: ThemeChoice = { kind: 'named', name: defaultThemeName };

/**
 * What every page needs first: the brand's colours as CSS variables and the page's baseline, which
 * the plain components draw with, and the brand's choice for the MUI theme of the pages that render
 * MUI. MUI itself (its theme, ThemeProvider, emotion cache and CssBaseline) comes with
 * `PlayerProviders` (ADR 0038), so a plain first screen (the auth pages) loads none of it. The host
 * renders it once; remotes render it only when they run alone on their dev server.
 */
export function PlatformProvider({ choice = defaultChoice, children }: PlatformProviderProps) {
  // The same object for the same colours, so that a refresh with equal settings changes nothing.
  const key = themeChoiceKey(choice);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the choice changed
  const stableChoice = useMemo(() => choice, [key]);
  return (
    <BrandThemeChoiceContext.Provider value={stableChoice}>
      <BrandVariables choice={stableChoice} />
      {children}
    </BrandThemeChoiceContext.Provider>
  );
}
