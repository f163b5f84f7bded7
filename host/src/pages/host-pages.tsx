import { defaultMatchListId } from '@exchange/shared';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router';

import { usePlatformConfig } from '../config/platform-context';
import type { HostPageName } from '../routes/route-table';
import { StatusPage } from './status-page';

/** The root entry step: known hostnames open the index, every other host a match list. */
function RootEntry() {
  const { knownHostnames } = usePlatformConfig();
  const target = knownHostnames.includes(window.location.hostname) ? '/index' : `/matchlist/${defaultMatchListId}`;
  return <Navigate to={target} replace />;
}

/** The pages the shell owns itself, by the name the route table uses. */
export const hostPages: Record<HostPageName, () => ReactElement> = {
  RootEntry: () => <RootEntry />,
  UnderConstruction: () => (
    <StatusPage title="Under construction" message="This part of the site is being built. Please check back soon." />
  ),
  ComingSoon: () => <StatusPage title="Coming soon" message="This feature is on its way." />,
  NotAuthorized: () => (
    <StatusPage
      code="401"
      title="Not authorized"
      message="You need to be logged in with the right account to see this page."
      action={{ label: 'Log in', to: '/auth/login' }}
    />
  ),
  NotFound: () => (
    <StatusPage code="404" title="Page not found" message="The page you asked for does not exist or has moved." />
  ),
  ServerError: () => (
    <StatusPage
      code="500"
      title="Something went wrong"
      message="The server could not complete the request. Please try again."
    />
  ),
  UnderMaintenance: () => (
    <StatusPage
      title="Under maintenance"
      message="The site is being updated and will be back shortly."
      action={{ label: 'Try again', to: '/' }}
    />
  ),
  Test: () => <StatusPage title="Test page" message="The site is up and the shell renders." />,
};
