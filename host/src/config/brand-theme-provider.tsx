import { PlatformProvider, resolveBrandTheme, selectDomainSetting, useSettingsStore } from '@exchange/shared';
import { useMemo, type ReactNode } from 'react';

import { usePlatformConfig } from './platform-context';

/** The one theme of the page, following the brand's settings when they are refreshed. */
export function BrandThemeProvider({ hostname, children }: { hostname: string; children: ReactNode }) {
  const { themes } = usePlatformConfig();
  const settings = useSettingsStore(selectDomainSetting);
  const theme = useMemo(
    () => resolveBrandTheme({ hostname, themesByHost: themes ?? {}, settings: settings ?? {} }),
    [hostname, themes, settings],
  );
  return <PlatformProvider theme={theme}>{children}</PlatformProvider>;
}
