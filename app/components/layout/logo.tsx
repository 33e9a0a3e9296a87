import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/**
 * The word mark; the subtitle is white on the dark services header, pink elsewhere. In the
 * compact header the word shrinks and the subtitle hides (app.css, .site-header).
 */
export function Logo({ tone }: { tone: "light" | "dark" }) {
  return (
    <a
      href={paths.home}
      className="group flex flex-col leading-none"
      aria-label={`${siteConfig.name} – till startsidan`}
    >
      <span
        className={cn(
          "logo-word font-display text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap transition-[font-size] duration-200",
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
          "logo-subtitle mt-0.5 pl-0.5 text-xs font-semibold tracking-[0.3em] uppercase",
          tone === "dark" ? "text-white" : "text-brand-pink-dark",
        )}
      >
        {siteConfig.logoSubtitle}
      </span>
    </a>
  );
}
