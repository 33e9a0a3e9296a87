import { RevealGroup } from "~/components/ui/reveal-group";
import { Section } from "~/components/ui/section";
import type { Package } from "~/content/types";
import { PackageCard } from "./package-card";

export function PackagesSection({ packages }: { packages: readonly Package[] }) {
  return (
    <Section
      headingId="packages-title"
      eyebrow="Fasta priser"
      title="Välj det som passar ditt företag"
      subtitle="Alla priser är exklusive moms. Du betalar slutbetalningen först när du har godkänt hemsidan."
      className="py-20 md:py-24"
    >
      {/* Cards stretch to the row's height, and each pushes its button to its foot: the buttons line up.
          From 768 px two columns, since one card as wide as the page read as a slab; below 1024 px
          an odd last card stands centred under the others, at their width, not alone at the left. */}
      <RevealGroup className="mt-16 grid gap-8 md:grid-cols-2 md:max-lg:*:last:odd:col-span-2 md:max-lg:*:last:odd:w-[calc(50%-1rem)] md:max-lg:*:last:odd:justify-self-center lg:grid-cols-3">
        {packages.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
      </RevealGroup>
    </Section>
  );
}
