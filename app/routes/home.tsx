import { ContactFormWhenNear } from "~/components/contact/contact-form-when-near";
import { ContactSection } from "~/components/contact/contact-section";
import { Hero } from "~/components/home/hero";
import { ProcessSection } from "~/components/home/process-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { homeContact } from "~/content/site-copy";
import { homeMeta } from "~/content/page-meta";
import { HydrateWhenNear } from "~/lib/lazy-when-near";
import { howToNode, pageHead } from "~/lib/seo/pages";
import type { Route } from "./+types/home";
import { anchors, paths } from "~/lib/paths";

export function loader() {
  return {
    head: pageHead(
      {
        ...homeMeta,
        path: paths.home,
      },
      { nodes: [howToNode()] },
    ),
  };
}

// The head (meta tags and JSON-LD) is built at build time and arrives with the page's data, so
// the structured-data code never ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function Home() {
  return (
    <>
      <Hero />
      <HydrateWhenNear anchorId={anchors.process}>
        <ProcessSection />
      </HydrateWhenNear>
      <HydrateWhenNear anchorId={anchors.testimonials}>
        <TestimonialsSection />
      </HydrateWhenNear>
      <ContactSection
        title={homeContact.title}
        description={homeContact.description}
        headingLevel={2}
        form={<ContactFormWhenNear />}
      />
    </>
  );
}
