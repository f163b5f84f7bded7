import { platformInstanceId, selectDomainTitle, useSettingsStore } from '@exchange/shared';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

import { documentTitle } from './route-table';

interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Hides the loading overlay that index.html paints before any script runs. */
export function hideLoadingOverlay(): void {
  document.getElementById('app-loading')?.setAttribute('hidden', '');
}

/** What every route shares: the document title and the overlay hidden after each navigation. */
export function AppChrome() {
  const matches = useMatches();
  const domainTitle = useSettingsStore(selectDomainTitle);
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);

  useEffect(() => {
    if (handle) document.title = documentTitle(domainTitle, handle.title);
    hideLoadingOverlay();
  }, [domainTitle, handle]);

  return (
    <div data-app="host" data-shared-instance={platformInstanceId}>
      <Outlet />
    </div>
  );
}
