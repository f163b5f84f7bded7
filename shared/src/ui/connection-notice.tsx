import { useTranslation } from 'react-i18next';

import { selectConnectionLostAt, useReachabilityStore } from '../api/api-reachability';
import { useLanguage } from '../i18n/i18n-hooks';
import { commonNamespace } from '../i18n/i18n-instance';
import { formatDateTime } from '../i18n/locale-format';
import { PlainAlert } from './plain/plain-components';

/**
 * Says that the api cannot be reached, for as long as it cannot: live prices are paused, bets are
 * not taken, and the figures on the page are as of the moment the connection was lost. Nothing is
 * rendered while the api answers; the notice goes by itself as soon as a call is answered again.
 */
export function ConnectionLostNotice() {
  const lostAt = useReachabilityStore(selectConnectionLostAt);
  const language = useLanguage();
  const { t } = useTranslation(commonNamespace);
  if (lostAt === null) return null;
  const time = formatDateTime(lostAt, language, { timeStyle: 'medium' });
  return (
    <PlainAlert severity="warning" role="status" aria-live="polite" title={t('connection.lostTitle')}>
      {t('connection.pricesPaused')} {t('connection.figuresStale', { time })} {t('connection.reconnecting')}
    </PlainAlert>
  );
}
