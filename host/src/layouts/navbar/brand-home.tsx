import { paths, selectDomainTitle, useSettingsStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';

import { useHostTranslation } from '../../i18n/host-translations';

/** The brand's logo (or its title without one), a link home, taking the navbar's free room. */
export function BrandHome() {
  const domainTitle = useSettingsStore(selectDomainTitle);
  const mainLogo = useSettingsStore((state) => state.domainSetting?.mainLogo);
  const { t } = useHostTranslation();
  return (
    <Box
      component={NavLink}
      to={paths.home()}
      aria-label={t('nav.home', { title: domainTitle })}
      sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, display: 'flex', alignItems: 'center', minWidth: 0 }}
    >
      {mainLogo ? (
        <Box
          component="img"
          src={mainLogo}
          alt={domainTitle}
          // A fixed box, the logo drawn inside it: the navbar does not move when the image arrives.
          sx={{ height: 32, width: { xs: 88, sm: 180 }, objectFit: 'contain', objectPosition: 'left center' }}
        />
      ) : (
        <Typography variant="h6" component="span" noWrap>
          {domainTitle}
        </Typography>
      )}
    </Box>
  );
}
