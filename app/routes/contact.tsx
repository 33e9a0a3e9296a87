import { ContactForm } from "~/components/contact/contact-form";
import { ContactSection } from "~/components/contact/contact-section";
import { useScrollToForm } from "~/hooks/use-scroll-to-form";
import { VisitSection } from "~/components/contact/visit-section";
import { contactPage } from "~/content/site-copy";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead(
    {
      title: "Kontakta oss – få en offert på din nya hemsida | Vinga Design",
      description:
        "Berätta vad du behöver så återkommer vi snabbt. Kontakta Vinga Design i Örebro om ny hemsida, redesign, webbapp eller SEO.",
      path: paths.contact,
    },
    { type: "ContactPage" },
  );

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
