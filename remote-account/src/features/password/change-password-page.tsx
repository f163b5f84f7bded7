import { PlannedPage } from '@exchange/shared';

export function ChangePasswordPage() {
  return <PlannedPage remote="account" title="Change password" summary="Choose a new password for your account." />;
}
