import { Clock } from "lucide-react";
import { articleCopy as copy } from "~/content/blog-copy";

export function ReadingTime({ minutes }: { minutes: number }) {
  return (
    <span data-testid="reading-time" className="inline-flex items-center gap-1.5">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {copy.readingTime(minutes)}
    </span>
  );
}
