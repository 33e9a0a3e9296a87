/** Structured data of the site's fixed pages, so routes only call these. */
import type { HowTo, Offer, OfferCatalog, Thing, UnitPriceSpecification } from "schema-dts";
import type { BuildStep, FaqItem } from "../../content/types";
import { fillFacts, priceLabel, type BusinessFacts, type Facts, type PackageData } from "../facts";
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
 * is set by a quote. A package whose hosting is paid apart adds the hosting fee per year, billed
 * from its year (schema.org's billingStart, in years), beside the price.
 */
export function offerCatalogNode(
  packages: readonly PackageData[],
  facts: Facts,
  business: Pick<BusinessFacts, "hostingPerYear">,
): OfferCatalog {
  const hosting = (fromYear: number): UnitPriceSpecification => ({
    "@type": "UnitPriceSpecification",
    name: "Hosting",
    price: business.hostingPerYear,
    priceCurrency: "SEK",
    valueAddedTaxIncluded: false,
    unitCode: "ANN",
    unitText: "år",
    billingStart: fromYear - 1,
    description:
      fromYear > 1
        ? `Hosting från och med år ${fromYear}: ${facts.hosting} ${facts.moms}`
        : `Hosting: ${facts.hosting} ${facts.moms}`,
  });
  return {
    "@type": "OfferCatalog",
    "@id": offerCatalogId(),
    name: "Paket och priser",
    itemListElement: packages.map((item): Offer => {
      const price: UnitPriceSpecification | undefined =
        item.price === null
          ? undefined
          : {
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
            };
      const specifications = [
        ...(price ? [price] : []),
        ...(item.hostingFeeFromYear ? [hosting(item.hostingFeeFromYear)] : []),
      ];
      return {
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
        ...(price && { price: price.price, priceCurrency: "SEK" }),
        ...(specifications.length > 0 && {
          priceSpecification: specifications.length === 1 ? specifications[0] : specifications,
        }),
      };
    }),
  };
}

/** The @id of the packages' catalogue, which the agency node points at where it is in the graph. */
export const offerCatalogId = () => absoluteUrl(withAnchor(paths.services, "packages"));

/** The head of a page: its meta tags and its JSON-LD graph (the page's WebPage plus `nodes`). */
export function pageHead(
  seo: PageSeo,
  { type, nodes = [] }: { type?: PageType; nodes?: readonly Thing[] } = {},
) {
  const offerCatalogIdOf = nodes.find(
    (node): node is OfferCatalog & { "@id": string } =>
      typeof node === "object" && "@type" in node && node["@type"] === "OfferCatalog",
  )?.["@id"];
  return [
    ...pageMeta(seo),
    {
      "script:ld+json": pageGraph(
        [...webPageNodes({ path: seo.path, name: seo.title, description: seo.description, type }), ...nodes],
        { offerCatalogId: offerCatalogIdOf },
      ),
    },
  ];
}
