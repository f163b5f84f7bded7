import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@exchange/shared/federation';

import { PlatformPortsPlugin } from './platform-ports-plugin.mjs';

/**
 * MUI components that only the layouts with a navbar use (main and casino, loaded lazily), with the
 * components only they pull in, and those that only pages under them use (the reality check's
 * dialog, the bet slip's checkbox and radios, the market page's betting switches and stake toggles):
 * the login page does without them.
 */
const layoutOnlyMui = [
  'AppBar',
  'Checkbox',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Drawer',
  'Fab',
  'FormControlLabel',
  'ListItemButton',
  'Popper',
  'Radio',
  'Slide',
  'Switch',
  'ToggleButton',
  'ToggleButtonGroup',
  'Toolbar',
  'Tooltip',
  'internal/SwitchBase',
  'internal/svg-icons/CheckBox',
  'internal/svg-icons/CheckBoxOutlineBlank',
  'internal/svg-icons/IndeterminateCheckBox',
  'internal/svg-icons/RadioButtonChecked',
  'internal/svg-icons/RadioButtonUnchecked',
];

/**
 * Menus, selects and what they are built on (popover, modal, focus trap, transitions), and lists:
 * the navbar layouts and the pages under them use them, the auth pages only when a player opens
 * the language menu. The auth remote's fields are built from TextField's parts, without its Select.
 */
const menuMui = [
  'Backdrop',
  'Divider',
  'Fade',
  'FilledInput',
  'Grow',
  'Input',
  'List',
  'ListItemIcon',
  'ListItemText',
  'Menu',
  'MenuItem',
  'MenuList',
  'Modal',
  'Popover',
  'Portal',
  'Select',
  'TextField',
  'Unstable_TrapFocus',
];

/**
 * Components no host module imports but remotes use. The sports remote's bet slip has a Checkbox
 * and Radios, and its betting controls a Switch and ToggleButtons, which share SwitchBase or
 * ButtonBase (and with it ButtonBase's class names). Every remote shows
 * Skeletons while it loads, Alerts for what failed and Chips as markers: from the host's MUI chunk
 * they cost a remote page no request of its own, where each remote's fallback was one more request
 * per component on its first screen. Provided by the host, the page holds one copy of each.
 */
const providedForRemotes = [
  'Alert',
  'Checkbox',
  'Chip',
  'FormControlLabel',
  'Radio',
  'Skeleton',
  'Switch',
  'ToggleButton',
  'ToggleButtonGroup',
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
    menuMui,
    provideMui: providedForRemotes,
  });
  return { ...config, plugins: [...config.plugins, new PlatformPortsPlugin()] };
};
