import type { To } from 'react-router';

/**
 * A link between the auth pages that carries the `redirect` parameter along, so a player sent to
 * login who signs up instead still lands where they were going. Only that parameter travels.
 */
export function keepRedirect(pathname: string, searchParams: URLSearchParams): To {
  const redirect = searchParams.get('redirect');
  return redirect === null ? { pathname } : { pathname, search: `?${new URLSearchParams({ redirect })}` };
}
