import { ArrowRight } from "lucide-react";
import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import { Section } from "~/ui/section";
import { cn } from "~/lib/cn";
import { packagesCopy as copy } from "~/content/services-page";
import type { Package } from "~/content/types";
import { anchors, paths, withAnchor } from "~/lib/paths";
import { NoBreakEnd } from "~/ui/no-break-end";
import { PackageCard } from "./package-card";

/** `templatePrice`: the template package's price with {moms}, for the line under the cards. */
export function PackagesSection({
  packages,
  templatePrice,
}: {
  packages: readonly Package[];
  templatePrice: string;
}) {
  return (
    <Section
      headingId="packages-title"
      eyebrow={copy.eyebrow}
      title={copy.title}
      subtitle={copy.subtitle}
      className="py-20 md:py-24"
    >
      {/* Cards stretch to the row's height, and each pushes its button to its foot: the buttons line up.
          From 768 px two columns, since one card as wide as the page read as a slab; below 1024 px
          an odd count lets the first (the highlighted package) take the whole first row, its list in
          two columns, so no card is left alone on a row of its own. */}
      <RevealGroup
        className={cn(
          "mt-16 grid gap-8 md:grid-cols-2 lg:grid-cols-3",
          packages.length % 2 === 1 && "md:max-lg:*:first:col-span-2",
        )}
      >
        {packages.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
      </RevealGroup>
      <p
        data-testid="templates-note"
        className="mx-auto mt-10 max-w-2xl text-center text-pretty text-ink-soft"
      >
        {copy.templates(templatePrice)}{" "}
        <a
          href={withAnchor(paths.references, anchors.templates)}
          className="rounded-sm font-semibold text-ink underline decoration-brand-pink decoration-2 underline-offset-4 hover:text-brand-pink-dark"
        >
          <NoBreakEnd text={copy.templatesLink}>
            <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
          </NoBreakEnd>
        </a>
      </p>
    </Section>
  );
}
