const SWEDISH_MONTHS = [
  "januari",
  "februari",
  "mars",
  "april",
  "maj",
  "juni",
  "juli",
  "augusti",
  "september",
  "oktober",
  "november",
  "december",
] as const;

/**
 * "2025-06-09" → "9 juni 2025". Spelled out by hand rather than with Intl, so the
 * prerendered HTML and the browser always agree (no ICU differences, no time zones).
 */
export function formatLongDate(isoDate: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? SWEDISH_MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Ogiltigt datum: "${isoDate}" (förväntade ÅÅÅÅ-MM-DD)`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
