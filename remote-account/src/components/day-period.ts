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
