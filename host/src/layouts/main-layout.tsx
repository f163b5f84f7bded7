import {
  selectBalance,
  selectDomainSetting,
  selectDomainTitle,
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
import { AppBar, Box, Button, Drawer, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router';

import { RemoteMount } from '../federation/remote-mount';
import { FloatingContact } from './contact/floating-contact';
import { BalanceSummary } from './navbar/balance-summary';
import { SiteSearch } from './search/site-search';

const drawerWidth = 240;

const closeSidebar = () => uiStore.getState().setSidebarOpen(false);

const primaryLinks = [
  { to: '/inplay', label: 'In-Play' },
  { to: '/casino', label: 'Casino' },
  { to: '/open-bets', label: 'My Bets' },
  { to: '/account-cash-statement', label: 'Account' },
];

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
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
  const balance = useSessionStore(selectBalance);
  const exposure = useSessionStore(selectExposure);
  const showBalance = useSessionStore(selectShowBalance);
  const showExposure = useSessionStore(selectShowExposure);
  if (!loggedIn) {
    return (
      <Button color="inherit" variant="outlined" component={NavLink} to="/auth/login">
        Log in
      </Button>
    );
  }
  return (
    <>
      <BalanceSummary
        balance={balance}
        exposure={exposure}
        showBalance={showBalance}
        showExposure={showExposure}
        onToggleBalance={() => sessionStore.getState().toggleBalanceVisibility()}
        onToggleExposure={() => sessionStore.getState().toggleExposureVisibility()}
      />
      <Button color="inherit" component={NavLink} to="/auth/logout" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        Log out
      </Button>
    </>
  );
}

function BrandHome() {
  const domainTitle = useSettingsStore(selectDomainTitle);
  const mainLogo = useSettingsStore((state) => state.domainSetting?.mainLogo);
  return (
    <Box
      component={NavLink}
      to="/"
      aria-label={`${domainTitle} home`}
      sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, display: 'flex', alignItems: 'center', minWidth: 0 }}
    >
      {mainLogo ? (
        <Box
          component="img"
          src={mainLogo}
          alt={domainTitle}
          sx={{ height: 32, maxWidth: { xs: 88, sm: 180 }, objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="h6" component="span" noWrap>
          {domainTitle}
        </Typography>
      )}
    </Box>
  );
}

/** Navbar, sports sidebar (a drawer on phones), the routed page and the floating contact menu. */
export function MainLayout() {
  const settings = useSettingsStore(selectDomainSetting);
  const sidebarOpen = useUiStore(selectSidebarOpen);
  const loggedIn = useSessionStore(selectLoggedIn);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open sports menu"
            onClick={() => uiStore.getState().toggleSidebar()}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandHome />
          <Stack component="nav" aria-label="Main" direction="row" sx={{ display: { xs: 'none', sm: 'flex' } }}>
            {primaryLinks.map((link) => (
              <Button key={link.to} color="inherit" component={NavLink} to={link.to}>
                {link.label}
              </Button>
            ))}
          </Stack>
          <SiteSearch />
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
        <Stack component="nav" aria-label="Main menu" sx={{ px: 2, display: { sm: 'none' } }}>
          {primaryLinks.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={closeSidebar}
              sx={{ justifyContent: 'flex-start' }}
            >
              {link.label}
            </Button>
          ))}
          {loggedIn && (
            <Button component={NavLink} to="/auth/logout" onClick={closeSidebar} sx={{ justifyContent: 'flex-start' }}>
              Log out
            </Button>
          )}
        </Stack>
      </Drawer>
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
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <FloatingContact settings={settings ?? {}} />
    </Box>
  );
}
