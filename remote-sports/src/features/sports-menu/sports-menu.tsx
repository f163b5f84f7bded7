import {
  isSportActive,
  selectDomainSetting,
  selectLoggedIn,
  selectUserInfo,
  sportsListedForDomain,
  useSessionStore,
  useSettingsStore,
  type SportsMenuProps,
} from '@exchange/shared';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { NavLink } from 'react-router';

/**
 * The sports navigation the main layout shows: the sports the brand offers, each leading to its
 * match list; a sport the player's account may not bet on is listed but not a link.
 */
export function SportsMenu({ onNavigate }: SportsMenuProps) {
  const headingId = useId();
  const domainSettings = useSettingsStore(selectDomainSetting);
  const loggedIn = useSessionStore(selectLoggedIn);
  const userFlags = useSessionStore(selectUserInfo);
  const listed = sportsListedForDomain(domainSettings);
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="overline" sx={{ display: 'block', px: 2, pt: 1 }}>
        Sports
      </Typography>
      {listed.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          No sports are offered on this site.
        </Typography>
      ) : (
        <List dense disablePadding>
          {listed.map((sport) =>
            isSportActive({ loggedIn, userFlags, domainSettings }, sport.key) ? (
              <ListItem key={sport.id} disablePadding>
                <ListItemButton component={NavLink} to={`/matchlist/${sport.id}`} onClick={onNavigate}>
                  <ListItemText primary={sport.name} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={sport.id} aria-disabled="true" sx={{ color: 'text.secondary' }}>
                <ListItemText primary={sport.name} secondary="Not available for your account" />
              </ListItem>
            ),
          )}
        </List>
      )}
    </nav>
  );
}
