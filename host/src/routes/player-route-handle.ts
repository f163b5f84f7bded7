/** Marks the route under which the page's QueryClient and toasts are provided (player-route.tsx). */
export const playerRouteHandle = { playerProviders: true } as const;

export function isPlayerRouteHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'playerProviders' in handle;
}
