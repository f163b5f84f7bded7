import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import type { RemoteName } from '../contracts/remote-modules';
import { PlayerProviders } from './load-player-providers';
import { PlainLink, PlainText } from './plain/plain-components';
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
            <nav aria-label={`${remote} pages`} style={{ padding: 16, borderBottom: '1px solid var(--xp-divider)' }}>
              <PlainText variant="caption" style={{ textTransform: 'uppercase', letterSpacing: '0.08em' }}>
                Remote {remote}, running alone
              </PlainText>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
                {names.map((name) => (
                  <PlainLink key={name} to={`/${name}`}>
                    {name}
                  </PlainLink>
                ))}
              </div>
            </nav>
            <main style={{ padding: 16 }}>
              <Suspense fallback={<PlainText role="status">Loading…</PlainText>}>
                <Routes>
                  {names.map((name) => {
                    const Page = pages[name] as ComponentType;
                    return <Route key={name} path={`/${name}/*`} element={<Page />} />;
                  })}
                  <Route path="*" element={<PlainText>Pick a page above.</PlainText>} />
                </Routes>
              </Suspense>
            </main>
          </BrowserRouter>
        </PlayerProviders>
      </Suspense>
    </PlatformProvider>
  );
}
