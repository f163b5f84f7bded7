import type { Bonus } from '@exchange/contracts';
import { EmptyState, ErrorState, LoadingRows, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { AccountPage } from '../../components/account-page';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { claimBonus } from './api/claim-bonus';
import { bonusesQuery, bonusKeys } from './api/get-bonuses';
import { lockedBonusTotal } from './locked-bonus';

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const message = useAccountMessage();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimBonus({ id: bonus.id }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
  const progress = bonus.wageringRequired === 0 ? 100 : Math.min(100, (bonus.wagered / bonus.wageringRequired) * 100);
  const titleId = `bonus-${bonus.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {bonus.title}
          </Typography>
          <Chip
            size="small"
            label={t(`bonus.statuses.${bonus.status}`)}
            color={bonus.status === 'available' ? 'primary' : 'default'}
          />
        </Box>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {format.amount(bonus.amount)}
        </Typography>
        <Typography sx={{ mb: 1 }}>{bonus.description}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('bonus.terms')}: {bonus.terms}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('bonus.expires', { date: format.dateTime(bonus.expiresAt) })}
        </Typography>
        {bonus.claimedAt !== null && (
          <Box>
            <Typography variant="body2" id={`bonus-${bonus.id}-progress`}>
              {t('bonus.wagering', {
                wagered: format.amount(bonus.wagered),
                required: format.amount(bonus.wageringRequired),
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-labelledby={`bonus-${bonus.id}-progress`}
              sx={{ mt: 0.5 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(bonus.status === 'completed' ? 'bonus.released' : 'bonus.lockedUntilWagered', {
                amount: format.amount(bonus.amount),
              })}
            </Typography>
          </Box>
        )}
        {claim.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {message(claim.error)}
          </Alert>
        )}
        {claim.isSuccess && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('bonus.claimed', { amount: format.amount(bonus.amount) })}
          </Alert>
        )}
      </CardContent>
      {bonus.status === 'available' && (
        <CardActions>
          <Button variant="contained" onClick={() => claim.mutate()} disabled={claim.isPending}>
            {t('bonus.claim')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function LockedBonusSummary({ bonuses }: { bonuses: readonly Bonus[] }) {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  return (
    <Card variant="outlined" component="section" aria-labelledby="bonus-locked-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="bonus-locked-title" component="h2" variant="subtitle1">
          {t('bonus.lockedTotal')}
        </Typography>
        <Typography variant="h5" component="p" aria-describedby="bonus-locked-hint">
          {format.amount(lockedBonusTotal(bonuses))}
        </Typography>
        <Typography id="bonus-locked-hint" variant="body2" color="text.secondary">
          {t('bonus.lockedHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * `/bonus`: the operator's bonuses with terms, wagering progress and expiry; each claimed once.
 * Above them, the bonus money still locked: claimed and not yet wagered.
 */
export function BonusPage() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const bonuses = useQuery(bonusesQuery());
  return (
    <AccountPage title={t('pages.bonus.title')}>
      {bonuses.isLoading && <LoadingRows rows={3} height={40} />}
      {bonuses.isError && (
        <ErrorState describe={message} error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      )}
      {bonuses.isSuccess && bonuses.data.length === 0 && <EmptyState>{t('bonus.empty')}</EmptyState>}
      {bonuses.isSuccess && bonuses.data.some((bonus) => bonus.claimedAt !== null) && (
        <LockedBonusSummary bonuses={bonuses.data} />
      )}
      {bonuses.isSuccess && bonuses.data.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {bonuses.data.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </Box>
      )}
    </AccountPage>
  );
}
