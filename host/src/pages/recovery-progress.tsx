import { PlainButton, PlainText } from '@exchange/shared';
import { useEffect, useState } from 'react';

import { siteStatusStore, useSiteStatusStore } from '../config/site-status';
import { useHostTranslation } from '../i18n/host-translations';

const checkNow = () => siteStatusStore.getState().requestCheckNow();

/** Whole seconds until `at`, counted down once a second while it lies ahead. */
function useSecondsUntil(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return undefined;
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticker);
  }, [at]);
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The maintenance page's checks for the site's return: how many were made, when the next one
 * starts, and a button to check now. Nothing while the page is not watching.
 */
export function RecoveryProgress() {
  const { t } = useHostTranslation();
  const recovery = useSiteStatusStore((state) => state.recovery);
  const checking = useSiteStatusStore((state) => state.refreshing);
  const seconds = useSecondsUntil(recovery?.nextCheckAt);
  if (recovery === null) return null;
  const next = checking ? t('status.recoveryChecking') : t('status.recoveryNextCheck', { count: seconds });
  const progress = recovery.checks > 0 ? `${t('status.recoveryChecks', { count: recovery.checks })} ${next}` : next;
  return (
    <>
      <PlainText secondary role="status">
        {progress}
      </PlainText>
      <PlainButton variant="contained" onClick={checkNow} disabled={checking}>
        {t('status.recoveryCheckNow')}
      </PlainButton>
    </>
  );
}
