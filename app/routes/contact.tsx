import { ContactForm } from "~/components/contact/contact-form";
import { ContactSection } from "~/components/contact/contact-section";
import { useScrollToForm } from "~/hooks/use-scroll-to-form";
import { VisitSection } from "~/components/contact/visit-section";
import { contactPage } from "~/content/site-copy";
import { contactMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import type { Route } from "./+types/contact";
import { paths } from "~/lib/paths";

export function loader() {
  return {
    head: pageHead(
      {
        ...contactMeta,
        path: paths.contact,
      },
      { type: "ContactPage" },
    ),
  };
}

// The head (meta tags and JSON-LD) is built at build time and arrives with the page's data, so
// the structured-data code never ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function Page() {
  useScrollToForm();
  return (
    <>
      <ContactSection
        headingLevel={1}
        title={contactPage.title}
        description={contactPage.description}
        form={<ContactForm />}
      />
      <VisitSection />
    </>
  );
}
