import { paths } from "~/lib/paths";

export type NavItem = { to: string; label: string };

/** Top bar links; "Hem" shows only in the mobile menu (the logo links home on wide screens). */
export const homeNavItem: NavItem = { to: paths.home, label: "Hem" };

// The pages both the top bar and the footer link, named alike in both.
const services: NavItem = { to: paths.services, label: "Tjänster" };
const references: NavItem = { to: paths.references, label: "Referenser" };
const about: NavItem = { to: paths.about, label: "Om oss" };

/** Shown as the highlighted button at the end of the navigation. */
export const contactNavItem: NavItem = { to: paths.contact, label: "Kontakt" };

export const mainNavItems: NavItem[] = [services, references, { to: paths.blog, label: "Blogg" }, about];

export const footerNavItems: NavItem[] = [
  { to: paths.services, label: "Tjänster och priser" },
  references,
  about,
  contactNavItem,
  { to: paths.privacy, label: "Integritetspolicy" },
  { to: paths.accessibility, label: "Tillgänglighet" },
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
