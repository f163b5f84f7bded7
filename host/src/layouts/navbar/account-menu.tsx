import { paths } from '@exchange/shared';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState, type MouseEvent } from 'react';
import { NavLink } from 'react-router';

import { useHostTranslation } from '../../i18n/host-translations';

/** The account section's pages, in the order a player looks for them. */
export const accountMenuLinks = [
  { to: paths.accountStatement(), labelKey: 'accountMenu.statement' },
  { to: paths.betHistory(), labelKey: 'accountMenu.betHistory' },
  { to: paths.profitLoss(), labelKey: 'accountMenu.profitLoss' },
  { to: paths.depositWithdraw(), labelKey: 'accountMenu.depositWithdraw' },
  { to: paths.depositWithdrawRequests(), labelKey: 'accountMenu.requests' },
  { to: paths.bonus(), labelKey: 'accountMenu.bonus' },
  { to: paths.changeButtonValues(), labelKey: 'accountMenu.stakeButtons' },
  { to: paths.changePassword(), labelKey: 'accountMenu.changePassword' },
  { to: paths.activityLog(), labelKey: 'accountMenu.activityLog' },
  { to: paths.responsiblePlay(), labelKey: 'accountMenu.responsiblePlay' },
] as const;

function PersonIcon() {
  return (
    <SvgIcon>
      <path fill="currentColor" d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z" />
    </SvgIcon>
  );
}

/** A logged-in player's menu of the account pages (and logging out), beside the balance. */
export function AccountMenu({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useHostTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('accountMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <PersonIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {accountMenuLinks.map((link) => (
          <MenuItem key={link.to} component={NavLink} to={link.to} onClick={close}>
            {t(link.labelKey)}
          </MenuItem>
        ))}
        <MenuItem component={NavLink} to={paths.logout()} onClick={close}>
          {t('nav.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
