import { formatLongDate } from "~/lib/format-date";

export function PublishedDate({ date, className }: { date: string; className?: string }) {
  return (
    <time data-testid="published-date" dateTime={date} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
