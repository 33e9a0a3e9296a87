import { DesignThinkingWhenNear } from "~/components/services/design-thinking-when-near";
import { FaqSection } from "~/components/services/faq-section";
import { PackagesSection } from "~/components/services/packages-section";
import { ServicesHero } from "~/components/services/services-hero";
import { faqItems } from "~/content/faq";
import { servicesMeta } from "~/content/page-meta";
import { pageHead, servicesFaqNode } from "~/lib/seo/pages";
import type { Route } from "./+types/services";
import { paths } from "~/lib/paths";

// Route meta lives only while the route is shown, so the FAQ data leaves with the page.
export function loader() {
  return {
    head: pageHead(
      {
        ...servicesMeta,
        path: paths.services,
      },
      { nodes: [servicesFaqNode()] },
    ),
  };
}

// The head (meta tags and JSON-LD) is built at build time and arrives with the page's data, so
// the structured-data code never ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function Services() {
  return (
    <>
      <ServicesHero />
      <PackagesSection />
      <FaqSection items={faqItems} />
      <DesignThinkingWhenNear />
    </>
  );
}
