import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';

import { useHostTranslation } from '../../i18n/host-translations';

function MoonIcon() {
  return (
    <SvgIcon>
      <path fill="currentColor" d="M9.4 3.2a8.5 8.5 0 1 0 11.4 11.4A7 7 0 0 1 9.4 3.2z" />
    </SvgIcon>
  );
}

function SunIcon() {
  return (
    <SvgIcon>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
      />
    </SvgIcon>
  );
}

/** The scheme the player sees and the action that swaps it. */
function useSchemeSwitch() {
  const { t } = useHostTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return {
    dark,
    label: t(dark ? 'colorScheme.toLight' : 'colorScheme.toDark'),
    toggle: () => setMode(dark ? 'light' : 'dark'),
  };
}

/** The navbar's light/dark switch; the icon shows the scheme it switches to. */
export function ColorSchemeToggle({ sx }: { sx?: SxProps<Theme> }) {
  const { dark, label, toggle } = useSchemeSwitch();
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle} sx={sx ?? {}}>
        {dark ? <SunIcon /> : <MoonIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** The same switch as a menu entry, for the phone's drawer, where the toolbar has no room for it. */
export function ColorSchemeMenuButton() {
  const { dark, label, toggle } = useSchemeSwitch();
  return (
    <Button
      onClick={toggle}
      startIcon={dark ? <SunIcon /> : <MoonIcon />}
      sx={{ justifyContent: 'flex-start', textAlign: 'start' }}
    >
      {label}
    </Button>
  );
}
