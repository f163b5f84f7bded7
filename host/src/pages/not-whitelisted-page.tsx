import { PlainText } from '@exchange/shared';

import { useHostStyles } from '../host-styles';
import { useHostTranslation } from '../i18n/host-translations';

/**
 * What a hostname that is not one of the platform's brands sees: an explanation, never another
 * brand's settings, logo or money pages.
 */
export function NotWhitelistedPage({ hostname }: { hostname: string }) {
  useHostStyles();
  const { t } = useHostTranslation();
  return (
    <main className="xp-status-page">
      <div className="xp-status" style={{ maxWidth: 520 }}>
        <PlainText as="h1" variant="h4">
          {t('status.notWhitelistedTitle')}
        </PlainText>
        <PlainText secondary>{t('status.notWhitelistedMessage', { hostname })}</PlainText>
      </div>
    </main>
  );
}
