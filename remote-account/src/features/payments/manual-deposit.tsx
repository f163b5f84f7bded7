import { checkReceiptFile, manualDepositFormSchema, receiptRules, type PaymentInfo } from '@exchange/contracts';
import { createUniqueId, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { useAccountMessage } from '../../components/use-account-message';
import { useForm } from '../../components/use-form';
import { useAccountTranslation } from '../../i18n/account-translations';
import { AmountField } from './amount-field';
import { createDeposit } from './api/create-deposit';
import { receiptTextQuery } from './api/get-image-text';
import { paymentKeys } from './api/get-payment-info';
import { receiptForm, storeImage } from './api/store-image';

export type BankMethod = Extract<PaymentInfo['methods'][number], { kind: 'bank' }>;

/** Bank transfer: the operator's account, then amount, UTR and receipt; OCR offers the UTR to confirm. */
export function ManualDeposit({ bank, disabled }: { bank: BankMethod | undefined; disabled: boolean }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const fileId = useId();
  const form = useForm(manualDepositFormSchema, { amount: '', utr: '' });
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(createUniqueId);
  const [sent, setSent] = useState<number | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => storeImage(receiptForm(file, file.name)),
    onError: (error) => setReceiptError(message(error)),
  });
  const receiptId = upload.data?.id ?? null;
  const receiptText = useQuery({ ...receiptTextQuery(receiptId ?? ''), enabled: receiptId !== null });
  const readUtr = receiptText.data?.textStatus === 'done' ? receiptText.data.utr : null;

  useEffect(() => {
    // The UTR read off the receipt is offered, never forced: a number the player typed stays.
    if (readUtr !== null && form.values.utr === '') form.setField('utr', readUtr);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readUtr]);

  const deposit = useMutation({
    mutationFn: (input: Parameters<typeof createDeposit>[0]) => createDeposit(input),
    onSuccess: (request) => {
      setSent(request.amount);
      form.reset();
      upload.reset();
      setIdempotencyKey(createUniqueId());
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = checkReceiptFile(file);
    setReceiptError(problem === null ? null : message(problem));
    upload.reset();
    if (problem === null && file !== null && !disabled) upload.mutate(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const values = form.submit();
    if (receiptId === null) setReceiptError(message('receiptRequired'));
    if (values === null || receiptId === null || disabled || deposit.isPending) return;
    deposit.mutate({ amount: values.amount, utr: values.utr, receiptId, idempotencyKey });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('deposit.manual.title')}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {bank !== undefined && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
            {(
              [
                [t('deposit.manual.bankName'), bank.bankName],
                [t('deposit.manual.accountName'), bank.accountName],
                [t('deposit.manual.accountNumber'), bank.accountNumber],
                [t('fields.ifsc'), bank.ifsc],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <AmountField
          value={form.values.amount}
          onChange={form.change('amount')}
          problem={form.errors.amount === undefined ? undefined : message(form.errors.amount)}
          limits={t('deposit.limits')}
        />
        <Box>
          <Button variant="outlined" component="label" htmlFor={fileId} disabled={disabled}>
            {t('deposit.manual.chooseReceipt')}
          </Button>
          <input
            id={fileId}
            type="file"
            accept={receiptRules.contentTypes.join(',')}
            onChange={chooseFile}
            disabled={disabled}
            aria-label={t('deposit.manual.receipt')}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          />
          <FormHelperText error={receiptError !== null}>
            {receiptError ??
              (upload.isPending
                ? t('deposit.manual.uploading')
                : receiptId !== null
                  ? receiptText.data?.textStatus === 'pending'
                    ? t('deposit.manual.reading')
                    : t('deposit.manual.uploaded')
                  : t('deposit.manual.receiptHint'))}
          </FormHelperText>
        </Box>
        {readUtr !== null && <Alert severity="info">{t('deposit.manual.utrRead', { utr: readUtr })}</Alert>}
        <TextField
          label={t('fields.utr')}
          name="utr"
          value={form.values.utr}
          onChange={form.change('utr')}
          error={Boolean(form.errors.utr)}
          helperText={form.errors.utr === undefined ? t('deposit.manual.utrHint') : message(form.errors.utr)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } }}
        />
        {deposit.isError && <Alert severity="error">{message(deposit.error)}</Alert>}
        {sent !== null && <Alert severity="success">{t('deposit.manual.sent', { amount: format.amount(sent) })}</Alert>}
        <Button type="submit" variant="contained" disabled={disabled || deposit.isPending || upload.isPending}>
          {t('deposit.manual.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
