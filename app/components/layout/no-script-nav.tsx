import { contactNavItem, homeNavItem, mainNavItems } from "~/content/navigation";

/**
 * Below 768 px the navigation lives in a menu that needs JavaScript. Without it, this row of
 * plain links takes its place, so every page stays reachable.
 */
export function NoScriptNav() {
  return (
    <noscript>
      <nav aria-label="Huvudmeny" className="border-b border-ink/10 bg-white md:hidden">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 px-5 py-3 text-sm font-semibold">
          {[homeNavItem, ...mainNavItems, contactNavItem].map((item) => (
            <li key={item.to}>
              <a href={item.to} className="text-brand-blue underline underline-offset-4">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
