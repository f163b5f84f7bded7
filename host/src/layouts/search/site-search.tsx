import type { SportTree } from '@exchange/contracts';
import {
  isEventInPlay,
  isSportActive,
  paths,
  selectDomainSetting,
  selectLoggedIn,
  selectUserInfo,
  sports,
  sportsListedForDomain,
  sportTreeQuery,
  uiStore,
  useSessionStore,
  useSettingsStore,
  useUiStore,
  type DomainSettings,
  type SportAudience,
} from '@exchange/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { RemoteMount } from '../../federation/remote-mount';
import { useHostTranslation } from '../../i18n/host-translations';
import { routeTable, routeTitleKey } from '../../routes/route-table';

export interface SearchEntry {
  label: string;
  kind: 'Sport' | 'Event' | 'Page';
  to: string;
  /** An event's sport and competition, also searched: "Cricket · Test Series". */
  detail?: string;
  /** An event's ids, for its prices under it. */
  eventId?: number;
  sportId?: number;
}

const hiddenPaths = new Set(['/', '/index', '/underConstruction', '/comingsoon']);

/** A label's translation by its key (`common:sports.…` or a route title key), else the English. */
export type LabelTranslator = (key: string, english: string) => string;

const inEnglish: LabelTranslator = (_key, english) => english;

/** What the search can find: the sports the brand offers and every page without parameters. */
export function searchEntries(settings: DomainSettings | null, translate: LabelTranslator = inEnglish): SearchEntry[] {
  const sportEntries = sportsListedForDomain(settings).map((sport): SearchEntry => ({
    label: translate(`common:sports.${sport.key}`, sport.name),
    kind: 'Sport',
    to: paths.matchList(sport.id),
  }));
  const pageEntries = routeTable
    .filter((route) => (route.layout === 'main' || route.layout === 'casino') && !route.path.includes(':'))
    .filter((route) => !hiddenPaths.has(route.path))
    .map((route): SearchEntry => ({
      label: translate(routeTitleKey(route), route.title),
      kind: 'Page',
      to: route.path,
    }));
  return [...sportEntries, ...pageEntries];
}

/**
 * The events of the sports tree the audience may see (specification point 4), each leading to its
 * markets; found by its teams (the title) or its competition. In play first.
 */
export function eventEntries(
  tree: SportTree | undefined,
  audience: SportAudience,
  translate: LabelTranslator = inEnglish,
): SearchEntry[] {
  return (tree ?? []).flatMap((branch) => {
    const sport = sports.find((candidate) => candidate.id === branch.id);
    if (sport === undefined || !isSportActive(audience, sport.key)) return [];
    const sportName = translate(`common:sports.${sport.key}`, sport.name);
    return [...branch.events]
      .sort((a, b) => Number(isEventInPlay(b)) - Number(isEventInPlay(a)))
      .map((event): SearchEntry => ({
        label: event.title,
        kind: 'Event',
        to: paths.markets({ eventId: event.id, dreamEventId: event.dreamEventId }),
        detail: `${sportName} · ${event.competitionName}`,
        eventId: event.id,
        sportId: branch.id,
      }));
  });
}

/** At most this many events are listed, so a short query does not fill the dialog with them. */
export const maxEventResults = 20;

export function matchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return entries.filter((entry) => entry.kind !== 'Event');
  const found = entries.filter(
    (entry) => entry.label.toLowerCase().includes(wanted) || entry.detail?.toLowerCase().includes(wanted) === true,
  );
  const events = found.filter((entry) => entry.kind === 'Event').slice(0, maxEventResults);
  return [
    ...found.filter((entry) => entry.kind === 'Sport'),
    ...events,
    ...found.filter((entry) => entry.kind === 'Page'),
  ];
}

function SearchIcon() {
  return (
    <SvgIcon sx={{ fontSize: 22 }}>
      <path
        fill="currentColor"
        d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
      />
    </SvgIcon>
  );
}

/** The navbar's search: a button and a dialog that jumps to a sport or a page. */
export function SiteSearch() {
  const open = useUiStore((state) => state.searchOpen);
  const settings = useSettingsStore(selectDomainSetting);
  const loggedIn = useSessionStore(selectLoggedIn);
  const userFlags = useSessionStore(selectUserInfo);
  // The platform's sports tree, which the sports menu keeps fresh; asked for here only when needed.
  const { data: tree } = useQuery({ ...sportTreeQuery, enabled: open });
  const [query, setQuery] = useState('');
  const titleId = useId();
  // Below MUI's `sm` (600 px), as a plain query: the search renders outside a theme in its tests.
  const phone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  const { t } = useHostTranslation();
  const translate: LabelTranslator = (key, english) => t(key, { defaultValue: english });
  const results = matchEntries(
    [
      ...searchEntries(settings, translate),
      ...eventEntries(tree, { loggedIn, userFlags, domainSettings: settings }, translate),
    ],
    query,
  );
  const close = () => {
    uiStore.getState().setSearchOpen(false);
    setQuery('');
  };
  return (
    <>
      <IconButton color="inherit" aria-label={t('search.open')} onClick={() => uiStore.getState().setSearchOpen(true)}>
        <SearchIcon />
      </IconButton>
      {/* The whole screen on a phone: an event's prices and its slip need the width. */}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={phone}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {t('search.title')}
          <IconButton aria-label={t('search.close')} onClick={close} edge="end">
            <SvgIcon sx={{ fontSize: 22 }}>
              <path
                fill="currentColor"
                d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
              />
            </SvgIcon>
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('search.field')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {results.length === 0 ? (
            <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
              {t('search.noMatch', { query: query.trim() })}
            </Typography>
          ) : (
            <List dense aria-label={t('search.results')}>
              {results.map((entry) => {
                const link = (
                  <ListItemButton key={entry.to} component={RouterLink} to={entry.to} onClick={close}>
                    <ListItemText
                      primary={entry.label}
                      secondary={
                        entry.kind === 'Event'
                          ? `${t('search.event')} · ${entry.detail ?? ''}`
                          : t(entry.kind === 'Sport' ? 'search.sport' : 'search.page')
                      }
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                );
                if (entry.eventId === undefined || entry.sportId === undefined) return link;
                // An event's best prices under it, each opening the bet slip there (the sports remote's).
                return (
                  <Box component="li" key={entry.to} sx={{ listStyle: 'none', pb: 1 }}>
                    {link}
                    <Box sx={{ px: { xs: 0, sm: 2 } }}>
                      <RemoteMount
                        moduleId="sports/widgets"
                        exportName="EventBetting"
                        fallback="none"
                        props={{ eventId: entry.eventId, sportId: entry.sportId }}
                      />
                    </Box>
                  </Box>
                );
              })}
            </List>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
