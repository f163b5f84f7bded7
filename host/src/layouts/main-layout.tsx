import {
  ConnectionLostNotice,
  paths,
  selectAvailable,
  selectDomainSetting,
  selectExposure,
  selectLoggedIn,
  selectShowBalance,
  selectShowExposure,
  selectSidebarOpen,
  sessionStore,
  uiStore,
  useSessionStore,
  useSettingsStore,
  useUiStore,
} from '@exchange/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NavLink, Outlet } from 'react-router';

import { RemoteMount } from '../federation/remote-mount';
import { useHostTranslation } from '../i18n/host-translations';
import { sidebarBesidePageQuery } from '../routes/first-screen';
import { FloatingContact } from './contact/floating-contact';
import { AccountMenu, accountMenuLinks } from './navbar/account-menu';
import { BalanceSummary } from './navbar/balance-summary';
import { BrandHome } from './navbar/brand-home';
import { ColorSchemeMenuButton, ColorSchemeToggle } from './navbar/color-scheme-toggle';
import { LanguageMenuButton } from './navbar/language-menu';
import { LanguageSwitch } from './navbar/language-switch';
import { SiteSearch } from './search/site-search';

const drawerWidth = 240;

const closeSidebar = () => uiStore.getState().setSidebarOpen(false);

const primaryLinks = [
  { to: paths.inPlay(), labelKey: 'nav.inPlay' },
  { to: paths.casino(), labelKey: 'nav.casino' },
  { to: paths.currentBets(), labelKey: 'nav.myBets' },
  { to: paths.accountStatement(), labelKey: 'nav.account' },
];

/**
 * The phone menu's links: the toolbar has no room for the account menu on a phone, so a player's
 * account pages (the statement among them, in place of the navbar's "Account") and logging out are
 * listed here too.
 */
function drawerLinks(loggedIn: boolean): readonly { to: string; labelKey: string }[] {
  if (!loggedIn) return primaryLinks;
  const accountPages = [...accountMenuLinks, { to: paths.logout(), labelKey: 'nav.logOut' }];
  return [...primaryLinks.filter((link) => !accountPages.some((page) => page.to === link.to)), ...accountPages];
}

function MenuIcon() {
  return (
    <SvgIcon>
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </SvgIcon>
  );
}

function SportsSidebar() {
  return (
    <RemoteMount
      moduleId="sports/widgets"
      exportName="SportsMenu"
      fallback="none"
      props={{ onNavigate: closeSidebar }}
    />
  );
}

function AccountControls() {
  const loggedIn = useSessionStore(selectLoggedIn);
  const available = useSessionStore(selectAvailable);
  const exposure = useSessionStore(selectExposure);
  const showBalance = useSessionStore(selectShowBalance);
  const showExposure = useSessionStore(selectShowExposure);
  const { t } = useHostTranslation();
  if (!loggedIn) {
    return (
      <Button color="inherit" variant="outlined" component={NavLink} to={paths.login()} sx={{ flexShrink: 0 }}>
        {t('nav.logIn')}
      </Button>
    );
  }
  return (
    <>
      <BalanceSummary
        available={available}
        exposure={exposure}
        showBalance={showBalance}
        showExposure={showExposure}
        onToggleBalance={() => sessionStore.getState().toggleBalanceVisibility()}
        onToggleExposure={() => sessionStore.getState().toggleExposureVisibility()}
      />
      <Button
        color="inherit"
        component={NavLink}
        to={paths.logout()}
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, flexShrink: 0 }}
      >
        {t('nav.logOut')}
      </Button>
      {/* On phones the toolbar is full; the drawer's menu lists the account pages there. */}
      <AccountMenu sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
    </>
  );
}

/** Navbar, sports sidebar (a drawer on phones), the routed page and the floating contact menu. */
export function MainLayout() {
  const settings = useSettingsStore(selectDomainSetting);
  const sidebarOpen = useUiStore(selectSidebarOpen);
  const loggedIn = useSessionStore(selectLoggedIn);
  const { t } = useHostTranslation();
  // The sidebar stays beside the page from md up. On narrower screens it is the drawer the menu
  // button opens, and the one beside the page is not rendered at all: a phone loads no sports menu
  // (its code, the tree, its rows) until the player opens it. Where the browser cannot say, the
  // sidebar is shown. The start-up preloads the menu by the same query.
  const desktop = useMediaQuery(sidebarBesidePageQuery, { noSsr: true, defaultMatches: true });
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openSportsMenu')}
            onClick={() => uiStore.getState().toggleSidebar()}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandHome />
          <Stack
            component="nav"
            aria-label={t('nav.main')}
            direction="row"
            sx={{ display: { xs: 'none', sm: 'flex' } }}
          >
            {primaryLinks.map((link) => (
              <Button key={link.to} color="inherit" component={NavLink} to={link.to} sx={{ whiteSpace: 'nowrap' }}>
                {t(link.labelKey)}
              </Button>
            ))}
          </Stack>
          <SiteSearch />
          {/* On phones the toolbar is full; the drawer's menu has the switch there. */}
          <ColorSchemeToggle sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <LanguageSwitch sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <AccountControls />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={sidebarOpen}
        onClose={closeSidebar}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: drawerWidth } }}
      >
        <Toolbar />
        <SportsSidebar />
        <Stack component="nav" aria-label={t('nav.mainMenu')} sx={{ px: 2, display: { sm: 'none' } }}>
          {drawerLinks(loggedIn).map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={closeSidebar}
              sx={{ justifyContent: 'flex-start' }}
            >
              {t(link.labelKey)}
            </Button>
          ))}
          <ColorSchemeMenuButton />
          <LanguageMenuButton />
        </Stack>
      </Drawer>
      {desktop && (
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: drawerWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          <SportsSidebar />
        </Drawer>
      )}
      {/* Room at the bottom for the floating contact buttons: a page's last row scrolls clear of them. */}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 }, pb: { xs: 11, sm: 11 } }}>
        <Toolbar />
        {/* Stays in view under the app bar while the page scrolls, for as long as the api is away. */}
        <Box sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, '&:not(:empty)': { mb: 1.5 } }}>
          <ConnectionLostNotice />
        </Box>
        <Outlet />
      </Box>
      <FloatingContact settings={settings ?? {}} />
    </Box>
  );
}
