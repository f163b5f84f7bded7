import { Outlet } from 'react-router';

/** Error and status pages own the whole viewport. */
export function FullPageLayout() {
  return <Outlet />;
}
