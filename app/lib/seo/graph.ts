/**
 * One linked JSON-LD graph per page. The agency (a ProfessionalService), the site and the founder
 * are nodes with stable @ids, written into every page's graph so each page's references resolve
 * on their own; pages, articles and case studies point at them by @id instead of repeating them.
 */
import type {
  BreadcrumbList,
  Graph,
  OpeningHoursSpecification,
  Person,
  ProfessionalService,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import { aboutFounder } from "../../content/about";
import { schemaDayNames } from "../business-identity";
import { siteConfig } from "../../site.config";
import { LOGO_PATH, LOGO_SIZE } from "./logo";
import { absoluteUrl } from "./meta";
import { paths, withAnchor } from "../paths";

export const LANGUAGE = "sv-SE";

export const graphIds = {
  organization: () => absoluteUrl(withAnchor(paths.home, "organization")),
  website: () => absoluteUrl(withAnchor(paths.home, "website")),
  founder: () => absoluteUrl(withAnchor(paths.about, aboutFounder.anchorId)),
  webPage: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
};

/** A reference to a node by its @id. */
export const ref = (id: string) => ({ "@id": id });

/**
 * The agency. Where a page carries the packages' OfferCatalog (/tjanster), the agency points at it
 * as its catalogue; elsewhere the catalogue is not in the graph, and a reference would resolve to nothing.
 */
export function organizationNode({ offerCatalogId }: { offerCatalogId?: string } = {}): ProfessionalService {
  const { business, city } = siteConfig;
  const hours: OpeningHoursSpecification[] = business.openingHours.map((rule) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: schemaDayNames(rule.days) as OpeningHoursSpecification["dayOfWeek"],
    opens: rule.opens,
    closes: rule.closes,
  }));
  const sameAs = [
    ...siteConfig.socialLinks.map((link) => link.href),
    ...(business.googleBusinessUrl ? [business.googleBusinessUrl] : []),
  ];
  return {
    "@type": "ProfessionalService",
    "@id": graphIds.organization(),
    name: siteConfig.name,
    url: absoluteUrl(paths.home),
    email: siteConfig.email,
    telephone: business.phoneInternational,
    logo: {
      "@type": "ImageObject",
      "@id": absoluteUrl(withAnchor(paths.home, "logo")),
      url: absoluteUrl(LOGO_PATH),
      contentUrl: absoluteUrl(LOGO_PATH),
      width: { "@type": "QuantitativeValue", value: LOGO_SIZE, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: LOGO_SIZE, unitCode: "E37" },
      caption: siteConfig.name,
    },
    image: absoluteUrl(LOGO_PATH),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.streetAddress,
      postalCode: business.postalCode,
      addressLocality: city,
      addressCountry: "SE",
    },
    ...(business.geo && {
      geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    areaServed: business.areaServed.map((name) => ({ "@type": "Place", name })),
    ...(business.legalName && { legalName: business.legalName }),
    ...(business.orgNumber && { taxID: business.orgNumber.display, vatID: business.orgNumber.vatId }),
    ...(offerCatalogId && { hasOfferCatalog: ref(offerCatalogId) }),
    founder: ref(graphIds.founder()),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function websiteNode(): WebSite {
  return {
    "@type": "WebSite",
    "@id": graphIds.website(),
    url: absoluteUrl(paths.home),
    name: siteConfig.name,
    inLanguage: LANGUAGE,
    publisher: ref(graphIds.organization()),
  };
}

export function founderNode(): Person {
  return {
    "@type": "Person",
    "@id": graphIds.founder(),
    name: aboutFounder.name,
    jobTitle: aboutFounder.role,
    // Her author page (app/lib/blog/authors.ts: her author id is her /about anchor).
    url: absoluteUrl(paths.author(aboutFounder.anchorId)),
    worksFor: ref(graphIds.organization()),
  };
}

/**
 * The author of an article: the founder's own articles are hers; the team's and the brand's are
 * the agency's, with the founder beside it as the person who answers for them (authors.yaml).
 */
export function authorRef(author: string) {
  return author === aboutFounder.name
    ? ref(graphIds.founder())
    : [ref(graphIds.organization()), ref(graphIds.founder())];
}

export type Crumb = { name: string; path: string };

/** Start page first, the page itself last. */
export function breadcrumbNode(path: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": graphIds.breadcrumb(path),
    itemListElement: [{ name: "Start", path: paths.home }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type PageType = "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" | "FAQPage" | "ProfilePage";

export type WebPageInput = {
  path: string;
  name: string;
  description: string;
  type?: PageType;
  /** Crumbs after the start page; gives the page a BreadcrumbList. */
  breadcrumbs?: readonly Crumb[];
  /** The @id of what the page is mainly about (an article, a case study). */
  mainEntityId?: string;
  /** The @id of the page's subject; the agency unless the page is about someone else (a profile). */
  aboutId?: string;
};

export function webPageNodes({
  path,
  name,
  description,
  type = "WebPage",
  breadcrumbs,
  mainEntityId,
  aboutId = graphIds.organization(),
}: WebPageInput) {
  const page = {
    "@type": type,
    "@id": graphIds.webPage(path),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: LANGUAGE,
    isPartOf: ref(graphIds.website()),
    about: ref(aboutId),
    publisher: ref(graphIds.organization()),
    ...(breadcrumbs && { breadcrumb: ref(graphIds.breadcrumb(path)) }),
    ...(mainEntityId && { mainEntity: ref(mainEntityId) }),
  } as WebPage;
  return breadcrumbs ? [page, breadcrumbNode(path, breadcrumbs)] : [page];
}

/** The page's whole graph: the agency, the site and the founder, then the page's own nodes. */
export function pageGraph(nodes: readonly Thing[], agency: { offerCatalogId?: string } = {}): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [organizationNode(agency), websiteNode(), founderNode(), ...nodes] as Graph["@graph"],
  };
}

/** A graph as the text of a `<script type="application/ld+json">`: `<` escaped, so no string can end the script. */
export const jsonLdText = (graph: object) => JSON.stringify(graph).replace(/</g, "\\u003c");
