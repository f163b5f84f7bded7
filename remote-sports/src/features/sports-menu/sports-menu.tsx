import type { SportEvent } from '@exchange/contracts';
import {
  isEventInPlay,
  isSportActive,
  paths,
  selectDomainSetting,
  selectLoggedIn,
  selectUserInfo,
  sportsListedForDomain,
  sportTreeQuery,
  useSessionStore,
  useSettingsStore,
  type Sport,
  type SportsMenuProps,
} from '@exchange/shared';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';

import { eventPath } from '../../components/event-list';
import { isEventFinished } from '../../components/event-order';
import { useSportsTranslation } from '../../i18n/sports-translations';

function ExpandIcon({ open }: { open: boolean }) {
  return (
    <SvgIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}>
      <path fill="currentColor" d="M7 10l5 5 5-5z" />
    </SvgIcon>
  );
}

interface SportBranchProps {
  sport: Sport;
  name: string;
  events: readonly SportEvent[];
  onNavigate: (() => void) | undefined;
}

/** A sport of the tree: its match list, and its events folded under it. */
function SportBranch({ sport, name, events, onNavigate }: SportBranchProps) {
  const { t } = useSportsTranslation();
  const [open, setOpen] = useState(false);
  const eventsId = useId();
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          events.length > 0 ? (
            <IconButton
              edge="end"
              size="small"
              aria-expanded={open}
              aria-controls={open ? eventsId : undefined}
              aria-label={t(open ? 'menu.hideEvents' : 'menu.showEvents', { sport: name })}
              onClick={() => setOpen((was) => !was)}
            >
              <ExpandIcon open={open} />
            </IconButton>
          ) : undefined
        }
      >
        <ListItemButton component={NavLink} to={paths.matchList(sport.id)} onClick={onNavigate}>
          <ListItemText primary={name} />
        </ListItemButton>
      </ListItem>
      {events.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <List id={eventsId} dense disablePadding aria-label={t('menu.eventsOf', { sport: name })}>
            {events.map((event) => (
              <ListItem key={event.id} disablePadding>
                <ListItemButton component={NavLink} to={eventPath(event)} onClick={onNavigate} sx={{ pl: 4 }}>
                  <ListItemText
                    primary={event.title}
                    secondary={isEventInPlay(event) ? t('event.inPlay') : event.competitionName}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

/**
 * The sports navigation the main layout shows: the sports tree (`Event/TreeSportWithEvent`) of the
 * sports the brand offers, each leading to its match list with its events folded under it; a sport
 * the player's account may not bet on is listed but not a link, and shows no events.
 */
export function SportsMenu({ onNavigate }: SportsMenuProps) {
  const headingId = useId();
  const domainSettings = useSettingsStore(selectDomainSetting);
  const loggedIn = useSessionStore(selectLoggedIn);
  const userFlags = useSessionStore(selectUserInfo);
  // The menu works without the tree (it lists the brand's sports); the tree only adds their events.
  const { data: tree } = useQuery(sportTreeQuery);
  const listed = sportsListedForDomain(domainSettings);
  const { t } = useSportsTranslation();
  // Sport names are the platform's (the common namespace): the host's search uses them too.
  const sportName = (sport: Sport) => t(`common:sports.${sport.key}`, { defaultValue: sport.name });
  // The menu leads to what is on: finished events stay on their match list only.
  const eventsOf = (sport: Sport) =>
    tree?.find((branch) => branch.id === sport.id)?.events.filter((event) => !isEventFinished(event)) ?? [];
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
              <SportBranch
                key={sport.id}
                sport={sport}
                name={sportName(sport)}
                events={eventsOf(sport)}
                onNavigate={onNavigate}
              />
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
