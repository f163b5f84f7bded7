import { paths, selectBetSlipOpen, useUiStore } from '@exchange/shared';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { useHostTranslation } from '../../i18n/host-translations';

export interface ContactSettings {
  showSupportLink?: boolean | undefined;
  supportLink?: string | undefined;
  telegramId?: string | undefined;
  instagramId?: string | undefined;
  showDepositW?: boolean | undefined;
}

export interface ContactEntry {
  key: 'support' | 'telegram' | 'instagram' | 'deposit' | 'withdrawal';
  /** The English name; the menu shows the key's translation in the host namespace. */
  label: string;
  href: string;
  external: boolean;
}

/**
 * What the floating menu offers, by the brand's settings: support only with showSupportLink (and a
 * link), deposit and withdrawal only with showDepositW. Settings are already sanitised, so a
 * link here is http(s) or same-origin.
 */
export function contactEntries(settings: ContactSettings): ContactEntry[] {
  const entries: ContactEntry[] = [];
  if (settings.showSupportLink && settings.supportLink) {
    entries.push({ key: 'support', label: 'Support', href: settings.supportLink, external: true });
  }
  if (settings.telegramId) {
    entries.push({ key: 'telegram', label: 'Telegram', href: `https://t.me/${settings.telegramId}`, external: true });
  }
  if (settings.instagramId) {
    entries.push({
      key: 'instagram',
      label: 'Instagram',
      href: `https://www.instagram.com/${settings.instagramId}`,
      external: true,
    });
  }
  if (settings.showDepositW) {
    entries.push({ key: 'deposit', label: 'Deposit', href: paths.depositWithdraw('deposit'), external: false });
    entries.push({
      key: 'withdrawal',
      label: 'Withdrawal',
      href: paths.depositWithdraw('withdrawal'),
      external: false,
    });
  }
  return entries;
}

const icons: Record<ContactEntry['key'], ReactNode> = {
  support: (
    <path d="M12 2a10 10 0 0 0-10 10v5a3 3 0 0 0 3 3h2v-7H4v-1a8 8 0 0 1 16 0v1h-3v7h3v1h-6v2h6a2 2 0 0 0 2-2v-9A10 10 0 0 0 12 2z" />
  ),
  telegram: (
    <path d="M21.5 3.6 2.8 10.8c-1.3.5-1.3 1.2-.2 1.6l4.8 1.5 1.8 5.6c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.4-2.3 4.9 3.6c.9.5 1.6.2 1.8-.8l3.2-15.2c.3-1.3-.5-1.9-1.8-1.6z" />
  ),
  instagram: (
    <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
  ),
  deposit: <path d="M11 4h2v9.2l3.6-3.6L18 11l-6 6-6-6 1.4-1.4 3.6 3.6zM5 19h14v2H5z" />,
  withdrawal: <path d="M11 20h2v-9.2l3.6 3.6L18 13l-6-6-6 6 1.4 1.4 3.6-3.6zM5 3h14v2H5z" />,
};

function EntryIcon({ entry }: { entry: ContactEntry['key'] }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {icons[entry]}
    </svg>
  );
}

/** From the screen's edges to the buttons: small on a phone, where every pixel of width counts. */
const edgeGap = { xs: 8, sm: 16 } as const;
/** The row's height: the menu button's (medium, 48 px); the quick buttons are smaller. */
const rowHeight = 48;

/**
 * The floating support and telegram buttons, and the menu with every contact and money link. They
 * sit in one row in the bottom corner, and while they are shown the page keeps that much space free
 * below its content, so the last cards and their actions can always be scrolled out from under them.
 * While a bet slip is open they are not shown at all: its Place bet may be anywhere on the screen.
 */
export function FloatingContact({ settings }: { settings: ContactSettings }) {
  const { t } = useHostTranslation();
  const entries = contactEntries(settings).map((entry) => ({ ...entry, label: t(`contact.${entry.key}`) }));
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A bet slip's Place bet and its messages must never be under them: they step aside while it is open.
  const slipOpen = useUiStore(selectBetSlipOpen);
  if (entries.length === 0 || slipOpen) return null;
  const quick = entries.filter((entry) => entry.key === 'support' || entry.key === 'telegram');
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          body: {
            paddingBottom: rowHeight + edgeGap.xs * 2,
            [theme.breakpoints.up('sm')]: { paddingBottom: rowHeight + edgeGap.sm * 2 },
          },
        })}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'fixed',
          right: edgeGap,
          bottom: edgeGap,
          zIndex: (theme) => theme.zIndex.speedDial,
          alignItems: 'center',
        }}
      >
        {quick.map((entry) => (
          <Tooltip key={entry.key} title={entry.label} placement="top">
            <Fab
              size="small"
              color="primary"
              component={Link}
              href={entry.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={entry.label}
            >
              <EntryIcon entry={entry.key} />
            </Fab>
          </Tooltip>
        ))}
        <Fab
          size="medium"
          color="primary"
          aria-label={t('contact.menu')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
          </svg>
        </Fab>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {entries.map((entry) =>
            entry.external ? (
              <MenuItem
                key={entry.key}
                component="a"
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setAnchor(null)}
              >
                <ListItemIcon>
                  <EntryIcon entry={entry.key} />
                </ListItemIcon>
                <ListItemText>{entry.label}</ListItemText>
              </MenuItem>
            ) : (
              <MenuItem key={entry.key} component={RouterLink} to={entry.href} onClick={() => setAnchor(null)}>
                <ListItemIcon>
                  <EntryIcon entry={entry.key} />
                </ListItemIcon>
                <ListItemText>{entry.label}</ListItemText>
              </MenuItem>
            ),
          )}
        </Menu>
      </Stack>
    </>
  );
}
