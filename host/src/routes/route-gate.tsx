import { hasAccessToken } from '@exchange/shared';
import { Navigate, useLocation } from 'react-router';

import { usePlatformConfig } from '../config/platform-context';
import { RemoteMount } from '../federation/remote-mount';
import { hostPages } from '../pages/host-pages';
import { loginRedirectPath } from './route-redirects';
import { requiresAuth, type AppRoute } from './route-table';

/** Renders a route's page, or sends a visitor without an access token to login. */
export function RouteGate({ route }: { route: AppRoute }) {
  const location = useLocation();
  const { knownHostnames } = usePlatformConfig();
  if (requiresAuth(route, window.location.hostname, knownHostnames) && !hasAccessToken()) {
    return <Navigate to={loginRedirectPath(location)} replace />;
  }
  if ('host' in route.page) {
    const HostPage = hostPages[route.page.host];
    return <HostPage />;
  }
  return <RemoteMount key={route.path} {...route.page} />;
}
