import { Rss } from "lucide-react";
import { blogHeroCopy as copy } from "~/content/blog-copy";
import { PageHeader } from "~/ui/page-header";
import { paths } from "~/lib/paths";

export function BlogHero() {
  return (
    <PageHeader eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <a
        href={paths.rss}
        className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-brand-blue underline-offset-4 hover:underline"
      >
        <Rss aria-hidden="true" className="size-4" />
        {copy.rssLink}
      </a>
    </PageHeader>
  );
}
