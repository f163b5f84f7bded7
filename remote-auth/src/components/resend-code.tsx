import { PlainButton, PlainText } from '@exchange/shared';

import { useAuthTranslation } from '../i18n/auth-translations';

/** "Resend code", disabled while busy or while the wait runs, with the seconds left under it. */
export function ResendCode({ remaining, busy, onResend }: { remaining: number; busy: boolean; onResend: () => void }) {
  const { t } = useAuthTranslation();
  return (
    <>
      <PlainButton variant="text" disabled={busy || remaining > 0} onClick={onResend} fullWidth>
        {t('verification.resend')}
      </PlainButton>
      {remaining > 0 ? (
        <PlainText role="timer" variant="body2" secondary align="center">
          {t('verification.resendIn', { seconds: remaining })}
        </PlainText>
      ) : null}
    </>
  );
}
