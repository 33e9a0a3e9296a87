/** Structured data of the site's fixed pages, so routes only call these. */
import type { HowTo, Thing } from "schema-dts";
import { faqItems } from "../../content/faq";
import { howToSteps } from "../../content/process";
import { faqPageNode } from "./article";
import { pageGraph, type PageType, webPageNodes } from "./graph";
import { absoluteUrl, pageMeta, type PageSeo } from "./meta";
import { anchors, paths, withAnchor } from "../paths";

/** The spec's HowTo on the start page: the six steps from first contact to launch. */
export function howToNode(): HowTo {
  return {
    "@type": "HowTo",
    "@id": absoluteUrl(withAnchor(paths.home, "howto")),
    name: "Så tar vi fram din nya hemsida",
    description: "Från första kontakt till lanserad hemsida i sex steg.",
    inLanguage: "sv-SE",
    totalTime: "P5D",
    step: howToSteps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
      url: absoluteUrl(withAnchor(paths.home, anchors.process)),
    })),
  };
}

/** The spec's FAQ on the services page. */
export const servicesFaqNode = () => faqPageNode(paths.services, faqItems);

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
