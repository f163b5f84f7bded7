import { PlannedPage } from '@exchange/shared';

export function LoginPage() {
  return (
    <PlannedPage remote="auth" title="Log in" summary="Log in with your username and password, or try the demo ID." />
  );
}
