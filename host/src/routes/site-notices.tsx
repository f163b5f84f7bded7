import { toastStackProps, translateRefusal } from '@exchange/shared';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';

import { siteStatusStore, useSiteStatusStore } from '../config/site-status';

/** The site's notices (a failed start-up, a settings refresh) as error toasts, each shown once. */
export function SiteNotices() {
  const notice = useSiteStatusStore((state) => state.notice);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (notice === null) return;
    // In the player's language when it is a refusal code; otherwise as the server (or the error) said it.
    enqueueSnackbar(translateRefusal(notice), { variant: 'error' });
    siteStatusStore.getState().setNotice(null);
  }, [notice, enqueueSnackbar]);

  return null;
}

/**
 * The page's toasts where `PlayerProviders` are not (the auth pages), mounted only once there is a
 * notice to show: notistack loads with it, not with the login page.
 */
export function NoticeToasts() {
  return (
    <SnackbarProvider {...toastStackProps}>
      <SiteNotices />
    </SnackbarProvider>
  );
}
