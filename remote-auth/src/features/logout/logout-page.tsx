import { paths, sessionStore } from '@exchange/shared';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';

/** `/auth/logout`: forgets the session (everything stored but baseUrl) and goes to login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    sessionStore.getState().logout();
    void navigate(paths.login(), { replace: true });
  }, [navigate]);
  return null;
}
