/**
 * Calendar arithmetic on `YYYY-MM-DD` dates, on the UTC calendar (a date is a day, never an instant here).
 * The vendor asks for reads of at most one month ("Запрашивайте данные за период не длиннее одного месяца",
 * docs/iiko-server.md §3.2): ranges are split into calendar months, each at most 31 days.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function lastDayOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * `from`…`to` (both inclusive) as consecutive ranges that never leave a calendar month: the first starts at `from`,
 * the last ends at `to`. Empty when `from` is after `to`. Both must be calendar dates.
 */
export function calendarMonths(from: string, to: string): DateRange[] {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new RangeError('from and to must be YYYY-MM-DD dates');
  const months: DateRange[] = [];
  for (let start = from; start <= to;) {
    const monthEnd = lastDayOfMonth(start);
    const end = monthEnd < to ? monthEnd : to;
    months.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return months;
}
