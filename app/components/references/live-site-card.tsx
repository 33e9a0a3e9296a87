import { ArrowUpRight } from "lucide-react";
import { Fragment } from "react";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { cn } from "~/lib/cn";

const siteHost = (href: string) => new URL(href).host.replace(/^www\./, "");

/**
 * The host with a line-break opportunity before each dot, as URLs are broken in print: on a narrow
 * screen with enlarged text "kvastapinglans.se" wraps before ".se", not inside the name.
 */
const breakableHost = (href: string) =>
  siteHost(href)
    .split(/(?=\.)/)
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ));

type LiveSiteCardProps = { href: string; label: string; as?: "div" | "aside"; className?: string };

/**
 * The customer's live site, named by its host, opening in a new tab. The link is inline, not a
 * flex row, so the arrow follows the host's last line instead of taking width from every line.
 */
export function LiveSiteCard({ href, label, as: Root = "div", className }: LiveSiteCardProps) {
  return (
    <Root className={cn("rounded-3xl bg-white p-6 ring-1 ring-ink/8 max-[24em]:p-3", className)}>
      <p className="text-sm font-semibold tracking-[0.16em] text-ink-soft uppercase">{label}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block rounded-sm font-display text-xl font-bold text-brand-blue underline-offset-4 hover:underline max-[24em]:text-lg"
      >
        {breakableHost(href)}
        <ArrowUpRight aria-hidden="true" className="ml-1.5 inline size-5 align-[-0.125em]" />
        <span className="sr-only"> {copy.newTab}</span>
      </a>
    </Root>
  );
}
