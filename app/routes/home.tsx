import { ContactFormWhenNear } from "~/components/contact/contact-form-when-near";
import { ContactSection } from "~/components/contact/contact-section";
import { Hero } from "~/components/home/hero";
import { ProcessSection } from "~/components/home/process-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { homeContact } from "~/content/site-copy";
import { homeMeta } from "~/content/page-meta";
import { HydrateWhenNear } from "~/lib/lazy-when-near";
import { howToNode, pageHead } from "~/lib/seo/pages";
import { anchors, paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

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

export const meta = headFromLoader;

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
