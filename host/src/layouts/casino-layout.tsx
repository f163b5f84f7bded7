import { selectDomainTitle, useSettingsStore } from '@exchange/shared';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router';

/** The casino's own frame: the game takes the page, with a way back to sports. */
export function CasinoLayout() {
  const domainTitle = useSettingsStore(selectDomainTitle);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            {domainTitle}
          </Typography>
          <Button color="inherit" component={NavLink} to="/">
            Back to sports
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, sm: 2 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
