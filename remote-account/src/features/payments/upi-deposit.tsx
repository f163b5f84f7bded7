import { upiDepositFormSchema, type UpiPayment } from '@exchange/contracts';
import { currentBaseUrl, lazyNamed, queryKeys, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';

import { useAccountMessage } from '../../components/use-account-message';
import { useForm } from '../../components/use-form';
import { useAccountTranslation } from '../../i18n/account-translations';
import { AmountField } from './amount-field';
import { paymentStatusQuery } from './api/check-payment';
import { generatePayment } from './api/generate-payment';
import { paymentKeys } from './api/get-payment-info';
import { minutesAndSeconds, useSecondsLeft } from './use-countdown';

const UpiQrCode = lazyNamed(() => import('./upi-qr-code'), 'UpiQrCode');

/** A generated payment: QR code, payment link, amount, time left, and its status as the api reports it. */
function UpiPaymentPanel({ payment, onDone }: { payment: UpiPayment; onDone: () => void }) {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const status = useQuery({ ...paymentStatusQuery(payment.reference), initialData: payment });
  const current = status.data;
  const secondsLeft = useSecondsLeft(current.status === 'pending' ? current.expiresAt : null);
  const settled = useRef(false);

  useEffect(() => {
    if (current.status === 'pending' || settled.current) return;
    settled.current = true;
    // The balance itself arrives by the hub's UserBalance push; the lists that show the deposit refresh.
    void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.bets.all });
  }, [current.status, queryClient]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} aria-live="polite">
      {current.status === 'pending' && (
        <>
          <Typography>{t('deposit.upi.scan', { amount: format.amount(current.amount) })}</Typography>
          <Suspense fallback={<Skeleton variant="rectangular" width={220} height={220} />}>
            <UpiQrCode
              uri={current.upiUri}
              label={t('deposit.upi.qrLabel', { amount: format.amount(current.amount) })}
            />
          </Suspense>
          <Link href={current.upiUri} sx={{ fontSize: '1.1rem' }}>
            {t('deposit.upi.openApp')}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('deposit.upi.reference', { reference: current.reference })}
          </Typography>
          {current.payerPath != null && (
            // Only test deployments of the api name a payer page: a tester pays the reference there.
            <Link
              href={new URL(current.payerPath, currentBaseUrl() || window.location.href).href}
              target="_blank"
              rel="noopener"
            >
              {t('deposit.upi.testPayer')}
            </Link>
          )}
          <Typography role="timer" aria-label={t('deposit.upi.timeLeftLabel')}>
            {t('deposit.upi.timeLeft', { time: minutesAndSeconds(secondsLeft) })}
          </Typography>
          {status.isError && <Alert severity="warning">{t('deposit.upi.checkFailed')}</Alert>}
        </>
      )}
      {current.status === 'paid' && (
        <Alert severity="success">{t('deposit.upi.paid', { amount: format.amount(current.amount) })}</Alert>
      )}
      {current.status === 'failed' && <Alert severity="error">{t('deposit.upi.failed')}</Alert>}
      {current.status === 'expired' && <Alert severity="warning">{t('deposit.upi.expired')}</Alert>}
      {current.status !== 'pending' && (
        <Button variant="outlined" onClick={onDone}>
          {t('deposit.upi.another')}
        </Button>
      )}
    </Stack>
  );
}

/** UPI deposit: the amount, then a payment to scan or tap, polled until paid, failed or expired. */
export function UpiDeposit({ disabled }: { disabled: boolean }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const form = useForm(upiDepositFormSchema, { amount: '' });
  const [payment, setPayment] = useState<UpiPayment | null>(null);
  const generate = useMutation({
    mutationFn: (input: { amount: string }) => generatePayment(input),
    onSuccess: setPayment,
  });

  if (payment !== null) {
    return (
      <UpiPaymentPanel
        payment={payment}
        onDone={() => {
          setPayment(null);
          form.reset();
          generate.reset();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || disabled || generate.isPending) return;
    generate.mutate({ amount: values.amount });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('deposit.upi.title')}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <AmountField
          value={form.values.amount}
          onChange={form.change('amount')}
          problem={form.errors.amount === undefined ? undefined : message(form.errors.amount)}
          limits={t('deposit.limits')}
        />
        {generate.isError && <Alert severity="error">{message(generate.error)}</Alert>}
        <Button type="submit" variant="contained" disabled={disabled || generate.isPending}>
          {generate.isPending ? t('deposit.upi.generating') : t('deposit.upi.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
