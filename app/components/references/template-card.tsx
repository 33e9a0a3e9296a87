import { Eye } from "lucide-react";
import { IconBadge } from "~/ui/icon-badge";
import { SkeletonImage } from "~/widgets/skeleton-image/skeleton-image";
import { dialogIds } from "~/lib/references/dialog-ids";
import { columnSizes } from "~/lib/picture-sizes";
import type { ShownTemplate } from "~/lib/references/page-data";
import { CardOpenButton } from "./card-open-button";

/** The gallery's columns (template-gallery.tsx). */
const sizes = columnSizes([
  { from: 640, count: 2, gap: 24 },
  { from: 1024, count: 3, gap: 24 },
]);

/** A design template in the gallery; like a project card, its title button covers the card. */
export function TemplateCard({ template }: { template: ShownTemplate }) {
  const { image } = template;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink/8 transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-lg hover:shadow-ink/10 has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-4 has-[button:focus-visible]:outline-brand-blue motion-reduce:hover:translate-y-0">
      <SkeletonImage
        image={image}
        sizes={sizes}
        frameClassName="aspect-4/3 border-b border-ink/8"
        className="object-top transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
      />
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
    </article>
  );
}
