import { createBrandTheme, PlatformProvider, settingsStore } from '@exchange/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { loadDomainSettings } from './config/domain-settings-loader';
import { loadPlatformConfig } from './config/platform-config';
import { PlatformConfigContext } from './config/platform-context';
import { registerAppRemotes } from './federation/remote-modules';
import { resolveRemotes } from './federation/resolve-remotes';
import { createAppRouter } from './routes/app-router';
import { startApp } from './start-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startApp({
  container,
  hostname: window.location.hostname,
  loadPlatformConfig,
  loadDomainSettings,
  resolveRemotes,
  registerRemotes: registerAppRemotes,
  render: (platform, settings) => {
    settingsStore.getState().setDomainSetting(settings);
    createRoot(container).render(
      <StrictMode>
        <PlatformConfigContext.Provider value={platform}>
          <PlatformProvider theme={createBrandTheme(settings)}>
            <RouterProvider router={createAppRouter()} />
          </PlatformProvider>
        </PlatformConfigContext.Provider>
      </StrictMode>,
    );
  },
});
