import { DesignThinkingWhenNear } from "~/components/services/design-thinking-when-near";
import { FaqSection } from "~/components/services/faq-section";
import { PackagesSection } from "~/components/services/packages-section";
import { ServicesHero } from "~/components/services/services-hero";
import { faqItems } from "~/content/faq";
import { servicesMeta } from "~/content/page-meta";
import { pageHead, servicesFaqNode } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

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

export const meta = headFromLoader;

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
