import { PlainText } from '@exchange/shared';
import { useEffect } from 'react';

import { useHostStyles } from '../host-styles';
import { useHostTranslation } from '../i18n/host-translations';

/**
 * What a hostname that is not one of the platform's brands sees: an explanation, never another
 * brand's settings, logo or money pages.
 */
export function NotWhitelistedPage({ hostname }: { hostname: string }) {
  useHostStyles();
  const { t } = useHostTranslation();
  const title = t('status.notWhitelistedTitle');
  // No brand, so no brand's title: the page is named by what it says (the overlay's "Loading…" goes).
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="xp-status-page">
      <div className="xp-status" style={{ maxWidth: 520 }}>
        <PlainText as="h1" variant="h4">
          {title}
        </PlainText>
        <PlainText secondary>{t('status.notWhitelistedMessage', { hostname })}</PlainText>
      </div>
    </main>
  );
}
