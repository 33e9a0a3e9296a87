export type NavItem = { to: string; label: string };

/** Top bar links; "Hem" shows only in the mobile menu (the logo links home on wide screens). */
export const homeNavItem: NavItem = { to: "/", label: "Hem" };

export const mainNavItems: NavItem[] = [
  { to: "/tjanster", label: "Tjänster" },
  { to: "/references", label: "Referenser" },
  { to: "/blogg", label: "Blogg" },
  { to: "/about", label: "Om oss" },
];

/** Shown as the highlighted button at the end of the navigation. */
export const contactNavItem: NavItem = { to: "/contact", label: "Kontakt" };

export const footerNavItems: NavItem[] = [
  { to: "/tjanster", label: "Tjänster och priser" },
  { to: "/references", label: "Referenser" },
  { to: "/about", label: "Om oss" },
  { to: "/contact", label: "Kontakt" },
  { to: "/integritetspolicy", label: "Integritetspolicy" },
];
