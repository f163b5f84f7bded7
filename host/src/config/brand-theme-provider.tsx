import { PlatformProvider, resolveThemeChoice, selectDomainSetting, useSettingsStore } from '@exchange/shared';
import { useMemo, type ReactNode } from 'react';

import { usePlatformConfig } from './platform-context';

/** The brand's colours on the page, following its settings when they are refreshed. */
export function BrandThemeProvider({ hostname, children }: { hostname: string; children: ReactNode }) {
  const { themes } = usePlatformConfig();
  const settings = useSettingsStore(selectDomainSetting);
  const choice = useMemo(
    () => resolveThemeChoice({ hostname, themesByHost: themes ?? {}, settings: settings ?? {} }),
    [hostname, themes, settings],
  );
  return <PlatformProvider choice={choice}>{children}</PlatformProvider>;
}
