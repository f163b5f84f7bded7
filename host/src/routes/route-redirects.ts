import { paths } from '@exchange/shared';

/** The only path unmatched URLs go to. */
export const notFoundPath = paths.notFound();

/** `/auth/login?redirect=<the wanted path and query>`, as the auth guard sends a visitor. */
export function loginRedirectPath(wanted: { pathname: string; search: string }): string {
  return paths.login({ redirect: `${wanted.pathname}${wanted.search}` });
}
