import { cashierMethods, cashierNoteMaxLength, cashierRequestFormSchema } from '@exchange/contracts';
import { createUniqueId, paths, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';

import { useAccountMessage } from '../../components/use-account-message';
import { useForm } from '../../components/use-form';
import { useAccountTranslation } from '../../i18n/account-translations';
import { AmountField } from './amount-field';
import { createRequestForDepositWithdrawal } from './api/create-request-for-deposit-withdrawal';
import { paymentKeys } from './api/get-payment-info';

type RequestType = 'deposit' | 'withdrawal';

/**
 * "Ask the cashier": for a player who does not pay by UPI or receipt, or withdraw to an account of
 * their own, the operator's cashier handles a deposit or a withdrawal by bank transfer, a cash agent
 * or another UPI app. The request holds no money; it waits with the others under `/dwrequests`.
 */
export function CashierRequest({ type, disabled }: { type: RequestType; disabled: boolean }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const headingId = useId();
  const formId = useId();
  const typeLabelId = useId();
  const methodLabelId = useId();
  const methodHelpId = useId();
  const [open, setOpen] = useState(false);
  const form = useForm(cashierRequestFormSchema, { type: type as string, amount: '', preferredMethod: '', note: '' });
  const [idempotencyKey, setIdempotencyKey] = useState(createUniqueId);
  const [sent, setSent] = useState<{ type: RequestType; amount: number } | null>(null);

  const ask = useMutation({
    mutationFn: (input: Parameters<typeof createRequestForDepositWithdrawal>[0]) =>
      createRequestForDepositWithdrawal(input),
    onSuccess: (request) => {
      setSent({ type: request.type, amount: request.amount });
      setOpen(false);
      form.reset();
      setIdempotencyKey(createUniqueId());
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    ask.reset();
    const values = form.submit();
    if (values === null || disabled || ask.isPending) return;
    ask.mutate({ ...values, idempotencyKey });
  };

  const toggle = () => {
    setSent(null);
    setOpen(!open);
  };

  const chosenType: RequestType = form.values.type === 'withdrawal' ? 'withdrawal' : 'deposit';
  const noteLength = form.values.note.trim().length;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', maxWidth: 480 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('cashier.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('cashier.intro')}
      </Typography>
      <Button variant="outlined" onClick={toggle} disabled={disabled} aria-expanded={open} aria-controls={formId}>
        {t('cashier.open')}
      </Button>
      {sent !== null && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t(sent.type === 'deposit' ? 'cashier.sentDeposit' : 'cashier.sentWithdrawal', {
            amount: format.amount(sent.amount),
          })}{' '}
          <Link component={RouterLink} to={paths.depositWithdrawRequests()}>
            {t('cashier.seeRequests')}
          </Link>
        </Alert>
      )}
      {open && (
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          aria-label={t('cashier.formTitle')}
          sx={{ mt: 2 }}
        >
          <Stack spacing={2}>
            <FormControl>
              <FormLabel id={typeLabelId}>{t('cashier.type')}</FormLabel>
              <RadioGroup row aria-labelledby={typeLabelId} value={chosenType} onChange={form.change('type')}>
                <FormControlLabel value="deposit" control={<Radio />} label={t('requests.types.deposit')} />
                <FormControlLabel value="withdrawal" control={<Radio />} label={t('requests.types.withdrawal')} />
              </RadioGroup>
            </FormControl>
            <AmountField
              value={form.values.amount}
              onChange={form.change('amount')}
              problem={form.errors.amount === undefined ? undefined : message(form.errors.amount)}
              limits={t(chosenType === 'deposit' ? 'deposit.limits' : 'withdraw.limits')}
            />
            <FormControl error={Boolean(form.errors.preferredMethod)}>
              <FormLabel id={methodLabelId}>{t('cashier.method')}</FormLabel>
              <RadioGroup
                aria-labelledby={methodLabelId}
                aria-describedby={form.errors.preferredMethod === undefined ? undefined : methodHelpId}
                name="preferredMethod"
                value={form.values.preferredMethod}
                onChange={form.change('preferredMethod')}
              >
                {cashierMethods.map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={t(`cashier.methods.${method}`)}
                  />
                ))}
              </RadioGroup>
              {form.errors.preferredMethod !== undefined && (
                <FormHelperText id={methodHelpId}>{message(form.errors.preferredMethod)}</FormHelperText>
              )}
            </FormControl>
            <TextField
              label={t('cashier.note')}
              name="note"
              multiline
              minRows={2}
              value={form.values.note}
              onChange={(event) => form.setField('note', event.target.value)}
              error={Boolean(form.errors.note)}
              helperText={
                form.errors.note === undefined
                  ? t('cashier.noteHint', { used: noteLength, max: cashierNoteMaxLength })
                  : message(form.errors.note)
              }
            />
            {ask.isError && <Alert severity="error">{message(ask.error)}</Alert>}
            <Button type="submit" variant="contained" disabled={disabled || ask.isPending}>
              {t('cashier.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
