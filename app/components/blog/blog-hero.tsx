import { Rss } from "lucide-react";
import { PageHeader } from "~/components/ui/page-header";
import { paths } from "~/lib/paths";

export function BlogHero() {
  return (
    <PageHeader
      eyebrow="Kunskap & inspiration"
      title="Blogg"
      intro="Guider och tips om webbdesign, användbarhet och SEO – skrivna för dig som driver ett mindre företag och vill att hemsidan ska locka fler kunder."
    >
      <a
        href={paths.rss}
        className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-brand-blue underline-offset-4 hover:underline"
      >
        <Rss aria-hidden="true" className="size-4" />
        Prenumerera via RSS
      </a>
    </PageHeader>
  );
}
