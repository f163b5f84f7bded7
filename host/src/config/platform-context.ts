import { createContext, useContext } from 'react';

import type { PlatformConfig } from './platform-config';

export const PlatformConfigContext = createContext<PlatformConfig | null>(null);

export function usePlatformConfig(): PlatformConfig {
  const config = useContext(PlatformConfigContext);
  if (!config) throw new Error('usePlatformConfig needs a PlatformConfigContext provider.');
  return config;
}
