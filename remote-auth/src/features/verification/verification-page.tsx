import { PlannedPage } from '@exchange/shared';

export function VerificationPage() {
  return (
    <PlannedPage
      remote="auth"
      title="Verify your account"
      summary="Enter the six-digit code sent to your mobile number."
    />
  );
}
