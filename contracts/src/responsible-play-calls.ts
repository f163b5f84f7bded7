import * as z from 'zod/mini';

import { amountTextPattern, amountToPaise, normaliseAmount } from './payments-forms.js';
import { type responsiblePlayMessages } from './responsible-play-refusals.js';
import { moneySchema } from './values.js';

// Responsible play (`ResponsiblePlay/*`): deposit and loss limits per day and per week, a
// reality-check reminder, and a time-out or self-exclusion. Limits go out as two-decimal text
// ("500.00", or "" for none) and come back as numbers; the api keeps them in minor units.

export { responsiblePlayMessages } from './responsible-play-refusals.js';

/** A code of the responsible play refusals. */
export type ResponsiblePlayCode = keyof typeof responsiblePlayMessages;

// The code a broken rule gives as its zod message.
const says = <Code extends ResponsiblePlayCode>(code: Code): Code => code;

/** The largest limit, in rupees: the largest amount any form of this platform takes. */
export const maxResponsibleLimit = 10_000_000;

export const limitKinds = ['deposit', 'loss'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['daily', 'weekly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** How long a rise (or the removal) of a limit waits before it applies; a cut applies at once. */
export const limitRaiseDelayHours = 24;

export const realityCheckChoices = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof realityCheckChoices)[number];

/** The breaks a player may take: three time-outs and three self-exclusions (six months and more). */
export const breakPeriods = ['24h', '7d', '30d', '6m', '1y', '5y'] as const;
export type BreakPeriod = (typeof breakPeriods)[number];
export const selfExclusionPeriods: readonly BreakPeriod[] = ['6m', '1y', '5y'];
export const breakKindOf = (period: BreakPeriod): 'timeOut' | 'selfExclusion' =>
  selfExclusionPeriods.includes(period) ? 'selfExclusion' : 'timeOut';

/** When a break that starts at `start` ends: hours for the time-outs, calendar months for the rest. */
export function breakEnd(period: BreakPeriod, start: Date): Date {
  const end = new Date(start.getTime());
  switch (period) {
    case '24h':
      return new Date(start.getTime() + 24 * 3600_000);
    case '7d':
      return new Date(start.getTime() + 7 * 24 * 3600_000);
    case '30d':
      return new Date(start.getTime() + 30 * 24 * 3600_000);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

/** One limit as typed: empty is no limit; else rupees, more than zero, at most two decimals. */
export const limitAmountSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || amountTextPattern.test(text), {
      message: says('limitAmountFormat'),
      abort: true,
    }),
    z.refine((text) => text === '' || amountToPaise(text) > 0, {
      message: says('limitNotPositive'),
      abort: true,
    }),
    z.refine((text) => text === '' || amountToPaise(text) <= maxResponsibleLimit * 100, says('limitTooLarge')),
  ),
  z.transform((text): string | null => (text === '' ? null : normaliseAmount(text))),
);

const weeklyNotBelowDaily = z.refine<{ daily: string | null; weekly: string | null }>(
  ({ daily, weekly }) => daily === null || weekly === null || amountToPaise(weekly) >= amountToPaise(daily),
  { message: says('weeklyLimitBelowDaily'), path: ['weekly'] },
);

/** The daily and weekly limit of one kind, as typed; a weekly limit below the daily one is refused. */
export const limitsFormSchema = z
  .object({ daily: limitAmountSchema, weekly: limitAmountSchema })
  .check(weeklyNotBelowDaily);
export type LimitsForm = z.output<typeof limitsFormSchema>;

/** `ResponsiblePlay/SetLimits`: one kind's daily and weekly limit ("" for none). */
export const setLimitsRequestSchema = z
  .object({ kind: z.enum(limitKinds), daily: limitAmountSchema, weekly: limitAmountSchema })
  .check(weeklyNotBelowDaily);
export type SetLimitsRequest = z.input<typeof setLimitsRequestSchema>;

/** `ResponsiblePlay/SetRealityCheck`: remind every N minutes, 0 for never. */
export const setRealityCheckRequestSchema = z.object({
  minutes: z
    .pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => Number(value)),
    )
    .check(
      z.refine((value) => (realityCheckChoices as readonly number[]).includes(value), says('realityCheckInterval')),
    ),
});
export type SetRealityCheckRequest = z.input<typeof setRealityCheckRequestSchema>;

/** `ResponsiblePlay/TakeBreak`: a time-out or self-exclusion; every session ends at once. */
export const takeBreakRequestSchema = z.object({
  period: z
    .string()
    .check(z.refine((value) => (breakPeriods as readonly string[]).includes(value), says('breakPeriodUnknown'))),
});
export type TakeBreakRequest = z.input<typeof takeBreakRequestSchema>;

/** A limit as it stands: the amount in force (null: none) and a rise waiting for its time. */
export const limitStateSchema = z.looseObject({
  amount: z.nullable(moneySchema),
  /** What the player spent against it in the last day or week (deposits, or net losses). */
  used: moneySchema,
  pending: z.nullable(z.looseObject({ amount: z.nullable(moneySchema), effectiveAt: z.string() })),
});
export type LimitState = z.output<typeof limitStateSchema>;

const limitPairSchema = z.looseObject({ daily: limitStateSchema, weekly: limitStateSchema });

/** `ResponsiblePlay/GetSettings` (and what every change answers): the player's limits and reminder. */
export const responsiblePlaySettingsSchema = z.looseObject({
  deposit: limitPairSchema,
  loss: limitPairSchema,
  realityCheckMinutes: z.number(),
  /** Whether this player may change anything (the shared demo account may not). */
  canChange: z.boolean(),
});
export type ResponsiblePlaySettings = z.output<typeof responsiblePlaySettingsSchema>;

/** `ResponsiblePlay/GetRealityCheck`: what the reminder shows about this session. */
export const realityCheckSchema = z.looseObject({
  /** 0: no reminder. */
  intervalMinutes: z.number(),
  sessionStartedAt: z.string(),
  /** The server's time, so the reminder is due by its clock and not the device's. */
  now: z.string(),
  /** Net result of settled bets and casino rounds since the session started. */
  profitLoss: moneySchema,
});
export type RealityCheck = z.output<typeof realityCheckSchema>;

/** What `ResponsiblePlay/TakeBreak` answers: when the break ends. */
export const breakResultSchema = z.looseObject({
  kind: z.enum(['timeOut', 'selfExclusion']),
  until: z.string(),
});
export type BreakResult = z.output<typeof breakResultSchema>;
