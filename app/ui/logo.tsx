import { headerCopy } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/**
 * The word mark: the word with its pink dot over the spaced-out subtitle, each kept on one line.
 * The subtitle is white on the dark services header, pink elsewhere.
 */
export function LogoMark({ tone, className }: { tone: "light" | "dark"; className?: string }) {
  return (
    <span className={cn("flex flex-col leading-none", className)}>
      <span
        className={cn(
          "logo-word font-display text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap",
          tone === "dark" ? "text-white" : "text-ink",
        )}
      >
        {siteConfig.logoWord}
        <span aria-hidden="true" className="text-brand-pink">
          .
        </span>
      </span>
      <span
        data-testid="logo-subtitle"
        className={cn(
          "logo-subtitle mt-0.5 pl-0.5 text-xs font-semibold tracking-[0.3em] whitespace-nowrap uppercase",
          tone === "dark" ? "text-white" : "text-brand-pink-dark",
        )}
      >
        {siteConfig.logoSubtitle}
      </span>
    </span>
  );
}

/** The header's link home; in the compact header the word shrinks and the subtitle hides (app.css). */
export function Logo({ tone }: { tone: "light" | "dark" }) {
  return (
    <a href={paths.home} className="header-logo group" aria-label={headerCopy.logoLabel(siteConfig.name)}>
      <LogoMark tone={tone} />
    </a>
  );
}
