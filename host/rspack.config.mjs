import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

import { PlatformPortsPlugin } from './platform-ports-plugin.mjs';

/**
 * MUI components that only the layouts with a navbar use (main and casino, loaded lazily), with the
 * components only they pull in: the login page does without them.
 */
const layoutOnlyMui = [
  'AppBar',
  'Dialog',
  'DialogContent',
  'DialogTitle',
  'Drawer',
  'Fab',
  'ListItemButton',
  'Popper',
  'Slide',
  'Toolbar',
  'Tooltip',
];

// rspack requires the configuration as the default export.
export default (_env, argv) => {
  const config = createAppConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'host',
    uniqueName: 'exchange_host',
    port: Number(process.env.HOST_PORT ?? 3000),
    mode: argv.mode ?? 'production',
    laterMui: layoutOnlyMui,
  });
  return { ...config, plugins: [...config.plugins, new PlatformPortsPlugin()] };
};
