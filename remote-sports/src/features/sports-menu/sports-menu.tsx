import {
  isSportActive,
  paths,
  selectDomainSetting,
  selectLoggedIn,
  selectUserInfo,
  sportsListedForDomain,
  useSessionStore,
  useSettingsStore,
  type SportsMenuProps,
} from '@exchange/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { NavLink } from 'react-router';

import { useSportsTranslation } from '../../i18n/sports-translations';

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
  const { t } = useSportsTranslation();
  // Sport names are the platform's (the common namespace): the host's search uses them too.
  const sportName = (sport: (typeof listed)[number]) => t(`common:sports.${sport.key}`, { defaultValue: sport.name });
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="overline" sx={{ display: 'block', px: 2, pt: 1 }}>
        {t('menu.heading')}
      </Typography>
      {listed.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('menu.noSports')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {listed.map((sport) =>
            isSportActive({ loggedIn, userFlags, domainSettings }, sport.key) ? (
              <ListItem key={sport.id} disablePadding>
                <ListItemButton component={NavLink} to={paths.matchList(sport.id)} onClick={onNavigate}>
                  <ListItemText primary={sportName(sport)} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={sport.id} aria-disabled="true" sx={{ color: 'text.secondary' }}>
                <ListItemText primary={sportName(sport)} secondary={t('menu.notForAccount')} />
              </ListItem>
            ),
          )}
        </List>
      )}
    </nav>
  );
}
