import { SearchX } from "lucide-react";
import { Button } from "~/components/ui/button";

type EmptyCategoryProps = { categoryName: string; onShowAll: () => void };

export function EmptyCategory({ categoryName, onShowAll }: EmptyCategoryProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-ink/15 px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-brand-pink-dark" />
      <p className="mt-4 max-w-md text-lg font-semibold text-ink">
        Inga artiklar hittades i kategorin "{categoryName}".
      </p>
      <Button variant="outline" size="sm" className="mt-6" onClick={onShowAll}>
        Visa alla artiklar
      </Button>
    </div>
  );
}
