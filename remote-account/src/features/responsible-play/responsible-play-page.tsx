import { ErrorState, LoadingRows } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { AccountPage } from '../../components/account-page';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { responsiblePlayQuery } from './api/get-responsible-play';
import { LimitsForm } from './limits-form';
import { RealityCheckForm } from './reality-check-form';
import { TakeBreakForm } from './take-break-form';

/**
 * `/responsible-play`: deposit and loss limits, the reality-check reminder, and a time-out or
 * self-exclusion. The api enforces each; this page sets them and shows what waits.
 */
export function ResponsiblePlayPage() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const settings = useQuery(responsiblePlayQuery());
  return (
    <AccountPage title={t('pages.responsiblePlay.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('responsible.intro')}
      </Typography>
      {settings.isPending && <LoadingRows rows={6} height={40} />}
      {settings.isError && (
        <ErrorState describe={message} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data !== undefined && (
        <>
          {!settings.data.canChange && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('responsible.demo')}
            </Alert>
          )}
          <LimitsForm kind="deposit" settings={settings.data} />
          <LimitsForm kind="loss" settings={settings.data} />
          <RealityCheckForm settings={settings.data} />
          <Divider sx={{ mb: 3 }} />
          <TakeBreakForm settings={settings.data} />
        </>
      )}
    </AccountPage>
  );
}
