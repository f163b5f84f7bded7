/**
 * Query keys are `[domain, call, params?]`: the domain is the endpoint group (`bets`, `account`,
 * `markets`, …), the call names what is fetched, and the parameters, when there are any, come last as
 * one object. So `invalidateQueries({ queryKey: ['bets'] })` refreshes everything a change to the
 * player's bets touches, whichever remote shows it. Each remote keeps the keys of its own domain
 * next to its endpoints; these are the ones the platform itself fetches.
 */
export const queryKeys = {
  bets: {
    all: ['bets'],
    open: ['bets', 'open'],
    profitLoss: ['bets', 'profitLoss'],
  },
} as const;
