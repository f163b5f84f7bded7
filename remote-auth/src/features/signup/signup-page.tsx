import { PlannedPage } from '@exchange/shared';

export function SignupPage() {
  return (
    <PlannedPage
      remote="auth"
      title="Sign up"
      summary="Create an account with a username and an Indian mobile number."
    />
  );
}
