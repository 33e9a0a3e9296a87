import type { NavItem } from "~/content/navigation";
import { isCurrentPath } from "~/lib/navigation";

/** Navigation links as list items with the current page marked; the header and the menu style them. */
export function NavLinkItems({
  items,
  currentPath,
  linkClassName,
}: {
  items: readonly NavItem[];
  currentPath: string;
  linkClassName: (current: boolean) => string;
}) {
  return items.map((item) => {
    const current = isCurrentPath(currentPath, item.to);
    return (
      <li key={item.to}>
        <a href={item.to} aria-current={current ? "page" : undefined} className={linkClassName(current)}>
          {item.label}
        </a>
      </li>
    );
  });
}
