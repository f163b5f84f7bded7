// Apart from the menu (language-menu.tsx), which the auth card shows too: the tooltip is the
// navbar's alone, and the login page need not download it.
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';

import { LanguageIcon, useLanguageMenu } from './language-menu';

/**
 * The navbar's language choice: a button named "Language" (in both languages, so a player who
 * cannot read the one shown still finds it) that opens the list of languages, each in itself.
 */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const { t, trigger, menu } = useLanguageMenu();
  return (
    <>
      <Tooltip title={t('language.label')}>
        <IconButton color="inherit" aria-label={t('language.label')} {...trigger} sx={sx ?? {}}>
          <LanguageIcon />
        </IconButton>
      </Tooltip>
      {menu}
    </>
  );
}
