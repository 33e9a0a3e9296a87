import { paths } from "~/lib/paths";

export type NavItem = { to: string; label: string };

/** Top bar links; "Hem" shows only in the mobile menu (the logo links home on wide screens). */
export const homeNavItem: NavItem = { to: paths.home, label: "Hem" };

export const mainNavItems: NavItem[] = [
  { to: paths.services, label: "Tjänster" },
  { to: paths.references, label: "Referenser" },
  { to: paths.blog, label: "Blogg" },
  { to: paths.about, label: "Om oss" },
];

/** Shown as the highlighted button at the end of the navigation. */
export const contactNavItem: NavItem = { to: paths.contact, label: "Kontakt" };

export const footerNavItems: NavItem[] = [
  { to: paths.services, label: "Tjänster och priser" },
  { to: paths.references, label: "Referenser" },
  { to: paths.about, label: "Om oss" },
  { to: paths.contact, label: "Kontakt" },
  { to: paths.privacy, label: "Integritetspolicy" },
];

/** The header's words for screen readers and keyboards, and the skip link before it. */
export const headerCopy = {
  skipLink: "Hoppa till innehållet",
  logoLabel: (siteName: string) => `${siteName} – till startsidan`,
  /** Both navigations, the bar's and the mobile menu's, are the same menu. */
  mainMenu: "Huvudmeny",
  openMenu: "Öppna menyn",
  closeMenu: "Stäng menyn",
  /** Read after the logo as the mobile menu dialog's name: "Vinga Design – meny". */
  menuTitleSuffix: " – meny",
} as const;
