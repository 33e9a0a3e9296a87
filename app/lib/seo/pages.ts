/** Structured data of the site's fixed pages, so routes only call these. */
import type { HowTo, OfferCatalog, Thing } from "schema-dts";
import type { BuildStep, FaqItem } from "../../content/types";
import { fillFacts, priceLabel, type Facts, type PackageData } from "../facts";
import { faqPageNode } from "./article";
import { graphIds, pageGraph, ref, type PageType, webPageNodes } from "./graph";
import { absoluteUrl, pageMeta, type PageSeo } from "./meta";
import { anchors, paths, withAnchor } from "../paths";

/** The spec's HowTo on the start page: exactly the six build steps it shows, with no time in days. */
export function howToNode(steps: readonly BuildStep[], copy: { name: string; description: string }): HowTo {
  const section = absoluteUrl(withAnchor(paths.home, anchors.buildSteps));
  return {
    "@type": "HowTo",
    "@id": section,
    name: copy.name,
    description: copy.description,
    inLanguage: "sv-SE",
    step: steps.map((step) => ({
      "@type": "HowToStep",
      position: step.step,
      name: step.title,
      text: step.description,
      url: section,
    })),
  };
}

/** The spec's FAQ on the services page. */
export const servicesFaqNode = (faq: readonly FaqItem[]) => faqPageNode(paths.services, faq);

/**
 * The packages on /tjanster as the agency's offers: each a Service with its price in SEK,
 * excluding VAT, and the subscription priced per month. The custom solution has no price: it
 * is set by a quote.
 */
export function offerCatalogNode(packages: readonly PackageData[], facts: Facts): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    "@id": absoluteUrl(withAnchor(paths.services, "packages")),
    name: "Paket och priser",
    itemListElement: packages.map((item) => ({
      "@type": "Offer",
      name: item.title,
      url: absoluteUrl(paths.services),
      offeredBy: ref(graphIds.organization()),
      itemOffered: {
        "@type": "Service",
        name: item.title,
        description: fillFacts(item.description, facts),
        provider: ref(graphIds.organization()),
        areaServed: { "@type": "Country", name: "Sverige" },
      },
      ...(item.price !== null && {
        price: item.price,
        priceCurrency: "SEK",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: item.price,
          priceCurrency: "SEK",
          valueAddedTaxIncluded: false,
          description: `${priceLabel(item)} ${facts.moms}`,
          ...(item.billing === "monthly" && {
            unitCode: "MON",
            unitText: "månad",
            billingDuration: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
          }),
        },
      }),
    })),
  };
}

/** The head of a page: its meta tags and its JSON-LD graph (the page's WebPage plus `nodes`). */
export function pageHead(
  seo: PageSeo,
  { type, nodes = [] }: { type?: PageType; nodes?: readonly Thing[] } = {},
) {
  return [
    ...pageMeta(seo),
    {
      "script:ld+json": pageGraph([
        ...webPageNodes({ path: seo.path, name: seo.title, description: seo.description, type }),
        ...nodes,
      ]),
    },
  ];
}
