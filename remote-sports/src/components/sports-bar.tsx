import { paths, selectDomainSetting, sportsListedForDomain, useSettingsStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { NavLink, useMatch } from 'react-router';

import { useSportAvailability } from '../hooks/use-sport-availability';
import { useSportsTranslation } from '../i18n/sports-translations';

function SportChip({ sportId, label }: { sportId: number; label: string }) {
  const to = paths.matchList(sportId);
  const current = useMatch(to) !== null;
  return (
    <Chip
      component={NavLink}
      to={to}
      clickable
      label={label}
      color={current ? 'primary' : 'default'}
      variant={current ? 'filled' : 'outlined'}
      // The current sport on the darker shade of the brand's colour (as a contained button's hover):
      // its label at 13 px keeps a 4.5:1 contrast where the main shade may not (the default's is 4.3:1).
      sx={current ? { flexShrink: 0, bgcolor: 'primary.dark', color: 'primary.contrastText' } : { flexShrink: 0 }}
    />
  );
}

/**
 * The phone's sports navigation: one scrolling row of the sports on offer above the page (the
 * sidebar's menu is in the drawer there). Hidden from medium screens up, where the sidebar shows.
 */
export function SportsBar() {
  const { t } = useSportsTranslation();
  const domainSettings = useSettingsStore(selectDomainSetting);
  const isActive = useSportAvailability();
  const listed = sportsListedForDomain(domainSettings).filter((sport) => isActive(sport.id));
  if (listed.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('menu.bar')}
      sx={{
        display: { xs: 'flex', md: 'none' },
        gap: 1,
        overflowX: 'auto',
        pb: 1,
        mb: 1.5,
        mx: -0.5,
        px: 0.5,
        scrollbarWidth: 'thin',
      }}
    >
      {listed.map((sport) => (
        <SportChip
          key={sport.id}
          sportId={sport.id}
          label={t(`common:sports.${sport.key}`, { defaultValue: sport.name })}
        />
      ))}
    </Box>
  );
}
