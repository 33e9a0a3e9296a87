import { ArrowUpRight } from "lucide-react";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { cn } from "~/lib/cn";

const siteHost = (href: string) => new URL(href).host.replace(/^www\./, "");

type LiveSiteCardProps = { href: string; label: string; as?: "div" | "aside"; className?: string };

/** The customer's live site, named by its host, opening in a new tab. */
export function LiveSiteCard({ href, label, as: Root = "div", className }: LiveSiteCardProps) {
  return (
    <Root className={cn("rounded-3xl bg-white p-6 ring-1 ring-ink/8 max-[24em]:p-4", className)}>
      <p className="text-sm font-semibold tracking-[0.16em] text-ink-soft uppercase">{label}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-1.5 rounded-sm font-display text-xl font-bold text-brand-blue underline-offset-4 hover:underline max-[24em]:text-lg"
      >
        {siteHost(href)}
        <ArrowUpRight aria-hidden="true" className="size-5" />
        <span className="sr-only"> {copy.newTab}</span>
      </a>
    </Root>
  );
}
