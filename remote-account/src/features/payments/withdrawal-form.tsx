import {
  amountTextPattern,
  amountToPaise,
  bankWithdrawalFormSchema,
  formatMinor,
  upiWithdrawalFormSchema,
} from '@exchange/contracts';
import {
  createUniqueId,
  EmptyState,
  ErrorState,
  LoadingRows,
  paths,
  selectUserInfo,
  useLocaleFormat,
  useSessionStore,
} from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';

import { useAccountMessage, useRefusalText } from '../../components/use-account-message';
import { useForm } from '../../components/use-form';
import { useAccountTranslation } from '../../i18n/account-translations';
import { AmountField } from './amount-field';
import { createWithdrawal } from './api/create-withdrawal';
import { paymentInfoQuery, paymentKeys } from './api/get-payment-info';
import { withdrawalHistoryQuery } from './api/get-user-withdrawal-history';
import { PaymentRequestsTable } from './payment-requests-table';

type Method = 'bank' | 'upi';

/**
 * Withdrawal to a bank account or a UPI id, at most what is withdrawable: the balance less the
 * exposure less the bonus money not yet wagered. The api decides and holds the amount.
 */
export function WithdrawalForm({ disabled }: { disabled: boolean }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const refusalText = useRefusalText();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const userInfo = useSessionStore(selectUserInfo);
  const info = useQuery(paymentInfoQuery());
  // The live balance from the session, less the locked bonus the api reports (shown only; the api decides).
  const lockedPaise = Math.round((info.data?.lockedBonus ?? 0) * 100);
  const freePaise =
    userInfo === null ? 0 : Math.round(userInfo.balance * 100) - Math.round(userInfo.exposure * 100) - lockedPaise;
  const availablePaise = Math.max(0, freePaise);
  const [method, setMethod] = useState<Method>('bank');
  const bank = useForm(bankWithdrawalFormSchema, { amount: '', accountHolder: '', accountNumber: '', ifsc: '' });
  const upi = useForm(upiWithdrawalFormSchema, { amount: '', upiId: '' });
  const [idempotencyKey, setIdempotencyKey] = useState(createUniqueId);
  const [sent, setSent] = useState<number | null>(null);
  const history = useQuery(withdrawalHistoryQuery({ SkipCount: 0, MaxResultCount: 5 }));

  const withdraw = useMutation({
    mutationFn: (input: Parameters<typeof createWithdrawal>[0]) => createWithdrawal(input),
    onSuccess: (request) => {
      setSent(request.amount);
      bank.reset();
      upi.reset();
      setIdempotencyKey(createUniqueId());
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
    // A refusal may come from wagering done or bonus claimed since the page loaded.
    onError: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.info }),
  });

  const amountText = method === 'bank' ? bank.values.amount : upi.values.amount;
  const overAvailable = amountTextPattern.test(amountText.trim()) && amountToPaise(amountText.trim()) > availablePaise;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    withdraw.reset();
    const values = method === 'bank' ? bank.submit() : upi.submit();
    if (values === null || overAvailable || disabled || withdraw.isPending) return;
    withdraw.mutate({ ...values, method, idempotencyKey } as Parameters<typeof createWithdrawal>[0]);
  };

  const form = method === 'bank' ? bank : upi;
  // Said before sending in the words of the api's own refusal of the same amount.
  const overMessage =
    lockedPaise > 0
      ? refusalText('bonusLocked', {
          withdrawable: formatMinor(BigInt(availablePaise)),
          locked: formatMinor(BigInt(lockedPaise)),
        })
      : message('overAvailableBalance');
  const amountError =
    form.errors.amount === undefined ? (overAvailable ? overMessage : undefined) : message(form.errors.amount);

  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('withdraw.title')}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Box>
            <Typography>{t('withdraw.available', { amount: format.amount(availablePaise / 100) })}</Typography>
            {lockedPaise > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('withdraw.lockedBonus', { amount: format.amount(lockedPaise / 100) })}{' '}
                <Link component={RouterLink} to={paths.bonus()}>
                  {t('withdraw.seeWagering')}
                </Link>
              </Typography>
            )}
          </Box>
          <RadioGroup
            row
            aria-label={t('withdraw.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value as Method)}
          >
            <FormControlLabel value="bank" control={<Radio />} label={t('withdraw.toBank')} />
            <FormControlLabel value="upi" control={<Radio />} label={t('withdraw.toUpi')} />
          </RadioGroup>
          <AmountField
            value={amountText}
            onChange={form.change('amount')}
            problem={amountError}
            limits={t('withdraw.limits')}
          />
          {method === 'bank' ? (
            <>
              <TextField
                label={t('fields.accountHolder')}
                name="accountHolder"
                autoComplete="name"
                value={bank.values.accountHolder}
                onChange={bank.change('accountHolder')}
                error={Boolean(bank.errors.accountHolder)}
                helperText={bank.errors.accountHolder && message(bank.errors.accountHolder)}
              />
              <TextField
                label={t('fields.accountNumber')}
                name="accountNumber"
                value={bank.values.accountNumber}
                onChange={bank.change('accountNumber')}
                error={Boolean(bank.errors.accountNumber)}
                helperText={bank.errors.accountNumber && message(bank.errors.accountNumber)}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
              <TextField
                label={t('fields.ifsc')}
                name="ifsc"
                value={bank.values.ifsc}
                onChange={bank.change('ifsc')}
                error={Boolean(bank.errors.ifsc)}
                helperText={bank.errors.ifsc && message(bank.errors.ifsc)}
                slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
              />
            </>
          ) : (
            <TextField
              label={t('fields.upiId')}
              name="upiId"
              value={upi.values.upiId}
              onChange={upi.change('upiId')}
              error={Boolean(upi.errors.upiId)}
              helperText={upi.errors.upiId && message(upi.errors.upiId)}
              slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'off' } }}
            />
          )}
          {withdraw.isError && <Alert severity="error">{message(withdraw.error)}</Alert>}
          {sent !== null && <Alert severity="success">{t('withdraw.sent', { amount: format.amount(sent) })}</Alert>}
          <Button type="submit" variant="contained" disabled={disabled || withdraw.isPending}>
            {t('withdraw.submit')}
          </Button>
        </Stack>
      </Box>
      <Box>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('withdraw.history')}
        </Typography>
        {history.isLoading && <LoadingRows rows={2} height={40} />}
        {history.isError && (
          <ErrorState describe={message} error={history.error} onRetry={() => void history.refetch()} />
        )}
        {history.isSuccess && history.data.items.length === 0 && <EmptyState>{t('withdraw.noHistory')}</EmptyState>}
        {history.isSuccess && history.data.items.length > 0 && (
          <PaymentRequestsTable items={history.data.items} label={t('withdraw.history')} />
        )}
      </Box>
    </Stack>
  );
}
