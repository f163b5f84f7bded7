import type { TransactionCode } from '@exchange/contracts';

/** A day as the date input writes it: `YYYY-MM-DD`, in the player's own calendar. */
export type DayText = string;

const pad = (value: number) => String(value).padStart(2, '0');

export function dayText(date: Date): DayText {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to today, today included. */
export function recentDays(days: number, today = new Date()): { from: DayText; to: DayText } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: dayText(start), to: dayText(today) };
}

const localDay = (day: DayText): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

/**
 * The instants the api filters on: the start of the first day and the end of the last, in the
 * player's time zone, so the statement's days are the player's days. Empty text when a day is missing.
 */
export function periodInstants(from: DayText, to: DayText): { FromDate: string; ToDate: string } {
  const start = localDay(from);
  const end = localDay(to);
  return {
    FromDate: start === null ? '' : start.toISOString(),
    ToDate:
      end === null ? '' : new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1, 0, 0, 0, -1).toISOString(),
  };
}

/** The account's longest period, in days (the api refuses longer ones). */
const maxPeriodDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * What is wrong with a period before anything is asked of the api: a missing day (an unbounded
 * period), a start after the end, or more than 366 days, as the refusal code the statement's own
 * rules give (which `useAccountMessage` says). Null when the period can be asked for.
 */
export function periodProblem(from: DayText, to: DayText): TransactionCode | null {
  const start = localDay(from);
  const end = localDay(to);
  if (start === null || end === null) return 'periodDatesRequired';
  if (start > end) return 'periodDatesReversed';
  if (end.getTime() - start.getTime() > maxPeriodDays * dayMs) return 'periodTooLong';
  return null;
}

/** The period as the betting calls name it: `from` and `to` instants of the player's days. */
export function betPeriod(from: DayText, to: DayText): { from: string; to: string } {
  const { FromDate, ToDate } = periodInstants(from, to);
  return { from: FromDate, to: ToDate };
}
