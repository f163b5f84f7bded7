import {
  paths,
  selectDomainSetting,
  sportsListedForDomain,
  uiStore,
  useSettingsStore,
  useUiStore,
  type DomainSettings,
} from '@exchange/shared';
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
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useHostTranslation } from '../../i18n/host-translations';
import { routeTable, routeTitleKey } from '../../routes/route-table';

export interface SearchEntry {
  label: string;
  kind: 'Sport' | 'Page';
  to: string;
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

export function matchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...entries];
  return entries.filter((entry) => entry.label.toLowerCase().includes(wanted));
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
  const [query, setQuery] = useState('');
  const titleId = useId();
  const { t } = useHostTranslation();
  const results = matchEntries(
    searchEntries(settings, (key, english) => t(key, { defaultValue: english })),
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
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('search.title')}</DialogTitle>
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
              {results.map((entry) => (
                <ListItemButton key={entry.to} component={RouterLink} to={entry.to} onClick={close}>
                  <ListItemText
                    primary={entry.label}
                    secondary={t(entry.kind === 'Sport' ? 'search.sport' : 'search.page')}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
