import { Eye } from "lucide-react";
import { IconBadge } from "~/ui/icon-badge";
import { dialogIds } from "~/lib/references/dialog-ids";
import { columnSizes } from "~/lib/picture-sizes";
import type { ShownTemplate } from "~/lib/references/page-data";
import { CardOpenButton } from "./card-open-button";
import { OpenableCard } from "./openable-card";

/** The gallery's columns (template-gallery.tsx). */
const sizes = columnSizes([
  { from: 640, count: 2, gap: 24 },
  { from: 1024, count: 3, gap: 24 },
]);

/** A design template in the gallery; like a project card, its title button covers the card. */
export function TemplateCard({ template }: { template: ShownTemplate }) {
  const { image } = template;
  return (
    <OpenableCard className="rounded-3xl hover:shadow-lg" picture={{ image, sizes, className: "object-top" }}>
      <div className="flex flex-1 items-end justify-between gap-4 p-5">
        <div>
          <p className="text-xs font-bold tracking-[0.16em] text-brand-blue uppercase">{template.category}</p>
          <h3 className="mt-1.5 text-xl font-bold">
            <CardOpenButton dialogId={dialogIds.template(template.id)}>{template.title}</CardOpenButton>
          </h3>
        </div>
        <IconBadge
          icon={Eye}
          className="size-10 shrink-0 bg-brand-blue-soft text-brand-blue transition-colors duration-300 group-hover:bg-brand-blue group-hover:text-white"
        />
      </div>
    </OpenableCard>
  );
}
