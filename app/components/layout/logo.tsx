import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

type LogoProps = { compact: boolean; tone: "light" | "dark"; onNavigate?: () => void };

/** The word mark; the subtitle is white on the dark services header, pink elsewhere, hidden when compact. */
export function Logo({ compact, tone, onNavigate }: LogoProps) {
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="group flex flex-col leading-none"
      aria-label={`${siteConfig.name} – till startsidan`}
    >
      <span
        className={cn(
          "font-display text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap transition-[font-size] duration-200",
          compact && "text-2xl",
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
        hidden={compact}
        className={cn(
          "mt-0.5 pl-0.5 text-xs font-semibold tracking-[0.3em] uppercase",
          tone === "dark" ? "text-white" : "text-brand-pink-dark",
        )}
      >
        {siteConfig.logoSubtitle}
      </span>
    </Link>
  );
}
