import { ContactForm } from "~/components/contact/contact-form";
import { ContactSection } from "~/components/contact/contact-section";
import { useScrollToForm } from "~/hooks/use-scroll-to-form";
import { VisitSection } from "~/components/contact/visit-section";
import { contactPage } from "~/content/site-copy";
import { contactMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

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

export const meta = headFromLoader;

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
