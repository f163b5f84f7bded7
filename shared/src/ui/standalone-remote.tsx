import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router';

import type { RemoteName } from '../contracts/remote-modules';
import { PlayerProviders } from './load-player-providers';
import { PlatformProvider } from './platform-provider';

export interface StandaloneRemoteProps {
  remote: RemoteName;
  /** The exposed pages, by export name; each is served at `/<ExportName>/*`. */
  pages: Record<string, ComponentType>;
}

/**
 * Lets a remote team run its pages on their own dev server, with the same platform providers
 * the host gives them, without the host or any other remote.
 */
export function StandaloneRemote({ remote, pages }: StandaloneRemoteProps) {
  const names = Object.keys(pages);
  return (
    <PlatformProvider>
      <Suspense fallback={null}>
        <PlayerProviders>
          <BrowserRouter>
            <Box component="nav" aria-label={`${remote} pages`} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="p" variant="overline">
                Remote {remote}, running alone
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
                {names.map((name) => (
                  <Link key={name} component={RouterLink} to={`/${name}`}>
                    {name}
                  </Link>
                ))}
              </Stack>
            </Box>
            <Box component="main" sx={{ p: 2 }}>
              <Suspense fallback={<Typography role="status">Loading…</Typography>}>
                <Routes>
                  {names.map((name) => {
                    const Page = pages[name] as ComponentType;
                    return <Route key={name} path={`/${name}/*`} element={<Page />} />;
                  })}
                  <Route path="*" element={<Typography>Pick a page above.</Typography>} />
                </Routes>
              </Suspense>
            </Box>
          </BrowserRouter>
        </PlayerProviders>
      </Suspense>
    </PlatformProvider>
  );
}
