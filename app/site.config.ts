/**
 * The agency's identity and third-party endpoints. Every value can be overridden at
 * build time with the VITE_* variable named beside it (see README, "Configuration").
 * The Node scripts (server rules, feeds) read the same module, with process.env.
 */
type Env = Record<string, string | boolean | undefined>;

export function createSiteConfig(env: Env) {
  const read = (key: string, fallback: string) => {
    const value = env[key];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
  };
  const email = read("VITE_SITE_EMAIL", "hej@vingadesign.se");

  return {
    name: read("VITE_SITE_NAME", "Vinga Design"),
    logoWord: read("VITE_SITE_LOGO_WORD", "Vinga"),
    logoSubtitle: read("VITE_SITE_LOGO_SUBTITLE", "Design"),
    founder: read("VITE_SITE_FOUNDER", "Sara Lindberg"),
    city: "Örebro",
    email,
    /** Absolute origin for canonical URLs, Open Graph, RSS and the sitemap. */
    origin: read("VITE_SITE_ORIGIN", "https://vingadesign.se").replace(/\/+$/, ""),
    social: {
      label: read("VITE_SITE_SOCIAL_LABEL", "Instagram"),
      href: read("VITE_SITE_SOCIAL_URL", "https://www.instagram.com/vingadesign"),
    },
    analyticsId: read("VITE_GA_MEASUREMENT_ID", "G-VINGA2025X"),
    formEndpoint: read("VITE_FORM_ENDPOINT", `https://formsubmit.co/ajax/${email}`),
  } as const;
}

export type SiteConfig = ReturnType<typeof createSiteConfig>;

// In the Vite build import.meta.env is the build's variables; under plain Node it is undefined.
export const siteConfig: SiteConfig = createSiteConfig(
  import.meta.env ?? (globalThis as { process?: { env: Env } }).process?.env ?? {},
);
