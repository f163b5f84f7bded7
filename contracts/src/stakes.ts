import * as z from 'zod/mini';

/** A quick-stake button of the bet slip. */
export const stakeButtonSchema = z.object({ title: z.string(), value: z.number() });

export type StakeButton = z.output<typeof stakeButtonSchema>;

/** The specification's default set, used when a player has none of their own: 100, 500, 1k … 6k. */
export const defaultStakeButtons: readonly StakeButton[] = [
  { title: '100', value: 100 },
  { title: '500', value: 500 },
  { title: '1k', value: 1000 },
  { title: '2k', value: 2000 },
  { title: '3k', value: 3000 },
  { title: '4k', value: 4000 },
  { title: '5k', value: 5000 },
  { title: '6k', value: 6000 },
];
