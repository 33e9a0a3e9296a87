/**
 * The agency's identity and third-party endpoints. Every value can be overridden at
 * build time with the VITE_* variable named beside it (see README, "Configuration").
 * The Node scripts (server rules, feeds) read the same module, with process.env.
 */
import {
  internationalPhone,
  parseGeo,
  parseOpeningHours,
  parseOrgNumber,
  parseSocialLinks,
} from "./lib/business-identity.ts";

type Env = Record<string, string | boolean | undefined>;

/** The repository the editor names until VITE_CMS_GITHUB_REPO says which one it is. */
export const PLACEHOLDER_REPO = "vinga-design/webbplats";

export function createSiteConfig(env: Env) {
  const read = (key: string, fallback: string) => {
    const value = env[key];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
  };
  const email = read("VITE_SITE_EMAIL", "hej@vingadesign.se");
  const city = read("VITE_SITE_CITY", "Örebro");
  // The defaults are plainly fictional but read naturally: a lane named after the agency that
  // Örebro does not have, and a number from PTS's series reserved for fiction (070-174 06 05 …
  // 070-174 06 99), so no real address or person is pointed at.
  const phone = read("VITE_SITE_PHONE", "070-174 06 05");
  const cmsRepo = read("VITE_CMS_GITHUB_REPO", "");

  return {
    name: read("VITE_SITE_NAME", "Vinga Design"),
    logoWord: read("VITE_SITE_LOGO_WORD", "Vinga"),
    logoSubtitle: read("VITE_SITE_LOGO_SUBTITLE", "Design"),
    founder: read("VITE_SITE_FOUNDER", "Sara Lindberg"),
    city,
    email,
    /** The local business identity, shown in the footer, on /contact and in structured data. */
    business: {
      streetAddress: read("VITE_SITE_STREET_ADDRESS", "Vingagränd 3"),
      postalCode: read("VITE_SITE_POSTAL_CODE", "702 10"),
      phone,
      phoneInternational: internationalPhone(phone),
      /** The registered company name, e.g. "Vinga Design AB"; omitted by default, like the number. */
      legalName: read("VITE_SITE_LEGAL_NAME", ""),
      /** Omitted by default: an invented organisation number could be someone's real one. */
      orgNumber: parseOrgNumber(read("VITE_SITE_ORG_NUMBER", "")),
      openingHours: parseOpeningHours(read("VITE_SITE_OPENING_HOURS", "Mo-Fr 09:00-17:00")),
      geo: parseGeo(read("VITE_SITE_GEO", "59.2741,15.2134")),
      areaServed: read("VITE_SITE_AREA_SERVED", "Örebro; Örebro län; Sverige")
        .split(";")
        .map((area) => area.trim())
        .filter(Boolean),
      googleBusinessUrl: read("VITE_SITE_GOOGLE_BUSINESS_URL", ""),
    },
    /** Absolute origin for canonical URLs, Open Graph, RSS and the sitemap. */
    origin: read("VITE_SITE_ORIGIN", "https://vingadesign.se").replace(/\/+$/, ""),
    socialLinks: parseSocialLinks(
      read("VITE_SITE_SOCIAL_LINKS", "Instagram=https://www.instagram.com/vingadesign"),
    ),
    analyticsId: read("VITE_GA_MEASUREMENT_ID", "G-VINGA2025X"),
    formEndpoint: read("VITE_FORM_ENDPOINT", `https://formsubmit.co/ajax/${email}`),
    /** Where the content editor at /admin/ saves: the site's GitHub repository (README, "Editing"). */
    cms: {
      repo: cmsRepo || PLACEHOLDER_REPO,
      /** Whether the repository is the placeholder, which no live site can save to. */
      placeholderRepo: cmsRepo === "",
      branch: read("VITE_CMS_GITHUB_BRANCH", "main"),
      /**
       * Where the editor signs in with GitHub: empty is the site's own Pages Functions
       * (functions/admin/, decision 0034); else an external handler such as a Sveltia CMS Authenticator.
       */
      authUrl: read("VITE_CMS_AUTH_URL", ""),
    },
  } as const;
}

export type SiteConfig = ReturnType<typeof createSiteConfig>;

// In the Vite build import.meta.env is the build's variables; under plain Node it is undefined.
export const siteConfig: SiteConfig = createSiteConfig(
  import.meta.env ?? (globalThis as { process?: { env: Env } }).process?.env ?? {},
);
