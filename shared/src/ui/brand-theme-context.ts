import { createContext, useContext } from 'react';

import type { ThemeChoice } from '../theme/create-brand-theme';
import { defaultThemeName } from '../theme/named-themes';

/** The brand's colours on this page, as `PlatformProvider` was given them; the default theme without one. */
export const BrandThemeChoiceContext = createContext<ThemeChoice>({ kind: 'named', name: defaultThemeName });

export function useBrandThemeChoice(): ThemeChoice {
  return useContext(BrandThemeChoiceContext);
}

/** True under `MuiPlatformProvider`: a second one inside renders its children alone. */
export const MuiProvidedContext = createContext(false);
