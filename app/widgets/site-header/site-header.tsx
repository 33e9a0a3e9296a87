import * as siteHeaderHooks from "./hooks";
import { buttonClasses } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { contactNavItem, headerCopy as copy, mainNavItems } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { isCurrentPath } from "~/lib/navigation";
import { Logo } from "~/ui/logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItems } from "~/ui/nav-link-items";
import { anchors, paths } from "~/lib/paths";
import { CURRENT_PAGE } from "./current-page";

/**
 * Fixed top bar. It sits above a spacer of constant height (see base-layout.astro), so shrinking
 * it never moves the page. It turns compact by a scroll-driven animation in app.css (.site-header),
 * which follows every way of scrolling, a reload halfway down included, without a script. Its
 * background is a layer of its own, so turning compact scales that layer and moves the row
 * without laying anything out. The services page has a dark hero, so the bar turns dark there.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const tone = isCurrentPath(currentPath, paths.services) ? "dark" : "light";

  return (
    <header
      id={anchors.siteHeader}
      {...siteHeaderHooks.header.on()}
      className={cn(
        "site-header fixed inset-x-0 top-0 z-40",
        tone === "dark" ? "surface-dark text-white" : "text-ink",
      )}
    >
      <div
        aria-hidden="true"
        className={cn("site-header-bar", tone === "dark" ? "bg-brand-navy" : "bg-cream/90 backdrop-blur-md")}
      />
      <Container className="site-header-row flex items-center justify-between gap-6">
        <Logo tone={tone} />
        <nav aria-label={copy.mainMenu} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavLinkItems
              items={mainNavItems}
              currentPath={currentPath}
              linkClassName={(current) =>
                cn(
                  "rounded-full px-4 py-2 text-[0.95rem] font-semibold transition-colors",
                  current && CURRENT_PAGE,
                  tone === "dark"
                    ? current
                      ? "bg-white/15 text-white"
                      : "text-white/85 hover:bg-white/10 hover:text-white"
                    : current
                      ? "bg-brand-pink-soft text-ink"
                      : "text-ink-soft hover:bg-ink/5 hover:text-ink",
                )
              }
            />
            <li className="ml-2">
              <a
                href={contactNavItem.to}
                aria-current={isCurrentPath(currentPath, contactNavItem.to) ? "page" : undefined}
                className={buttonClasses({
                  size: "sm",
                  variant: tone === "dark" ? "light" : "primary",
                  className: isCurrentPath(currentPath, contactNavItem.to) ? CURRENT_PAGE : undefined,
                })}
              >
                {contactNavItem.label}
              </a>
            </li>
          </ul>
        </nav>
        <MobileMenu tone={tone} currentPath={currentPath} />
      </Container>
    </header>
  );
}
