import { NavLink, useMatch } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { contactNavItem, mainNavItems } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { anchors, paths } from "~/lib/paths";

const COMPACT_AFTER_PX = 50;

/**
 * Fixed top bar. It sits above a spacer of constant height (see root), so shrinking it
 * never moves the page. The services page has a dark hero, so the bar turns dark there.
 */
export function SiteHeader() {
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  // Prerendering asks for "/tjanster/", the browser for "/tjanster": a route match handles both.
  const tone = useMatch(paths.services) ? "dark" : "light";

  return (
    <header
      id={anchors.siteHeader}
      data-compact={compact}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,height] duration-300",
        compact ? "h-16 shadow-md shadow-ink/5" : "h-20",
        tone === "dark" ? "surface-dark bg-brand-navy text-white" : "bg-cream/90 text-ink backdrop-blur-md",
      )}
    >
      <Container className="flex h-full items-center justify-between gap-6">
        <Logo compact={compact} tone={tone} />
        <nav aria-label="Huvudmeny" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-full px-4 py-2 text-[0.95rem] font-semibold transition-colors",
                      tone === "dark"
                        ? isActive
                          ? "bg-white/15 text-white"
                          : "text-white/85 hover:bg-white/10 hover:text-white"
                        : isActive
                          ? "bg-brand-pink-soft text-brand-pink-dark"
                          : "text-ink-soft hover:bg-ink/5 hover:text-ink",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="ml-2">
              <NavLink
                to={contactNavItem.to}
                className={buttonClasses({ size: "sm", variant: tone === "dark" ? "light" : "primary" })}
              >
                {contactNavItem.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <MobileMenu tone={tone} />
      </Container>
    </header>
  );
}
