/**
 * Sweden's clock: UTC+01:00 in winter and UTC+02:00 in summer, from 01:00 UTC on the last Sunday
 * of March to 01:00 UTC on the last Sunday of October (the EU rule, directive 2000/84/EC).
 * Written out by hand rather than read from the runtime's time-zone data, like format-date.ts,
 * so every build writes the same times.
 */

/** The hour of the day (Swedish time) at which an article counts as published or updated. */
export const PUBLISHING_HOUR = 8;

/** Milliseconds since the epoch of 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAtOneUtc(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function parseIsoDate(isoDate: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(isoDate)) {
    throw new Error(`Ogiltigt datum: "${isoDate}" (förväntade ÅÅÅÅ-MM-DD)`);
  }
  return date;
}

/** Sweden's offset from UTC in hours at `hour` o'clock Swedish time on `isoDate` (YYYY-MM-DD). */
export function stockholmOffsetHours(isoDate: string, hour = PUBLISHING_HOUR): 1 | 2 {
  const date = parseIsoDate(isoDate);
  const year = date.getUTCFullYear();
  // The local hour read as winter time: the hour skipped in March counts as summer time, the
  // hour repeated in October as its second, winter-time run.
  const instant = date.getTime() + (hour - 1) * 3_600_000;
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** "2026-11-22" → "2026-11-22T08:00:00+01:00": ISO 8601 with the offset Sweden has on that date. */
export function stockholmDateTime(isoDate: string, hour = PUBLISHING_HOUR) {
  const time = `${String(hour).padStart(2, "0")}:00:00`;
  return `${isoDate}T${time}+0${stockholmOffsetHours(isoDate, hour)}:00`;
}

/** The same offset as RFC 822 writes it (RSS): "+0100" or "+0200". */
export function stockholmRfc822Offset(isoDate: string, hour = PUBLISHING_HOUR) {
  return `+0${stockholmOffsetHours(isoDate, hour)}00`;
}
