import { Clock } from "lucide-react";

export function ReadingTime({ minutes }: { minutes: number }) {
  return (
    <span data-testid="reading-time" className="inline-flex items-center gap-1.5">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {minutes} min läsning
    </span>
  );
}
