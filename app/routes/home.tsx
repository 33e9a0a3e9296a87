import { ContactFormWhenNear } from "~/components/contact/contact-form-when-near";
import { ContactSection } from "~/components/contact/contact-section";
import { Hero } from "~/components/home/hero";
import { ProcessSection } from "~/components/home/process-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { howToSteps } from "~/content/process";
import { homeContact } from "~/content/site-copy";
import { absoluteUrl, pageMeta } from "~/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: "Webbyrå i Örebro – hemsidor till fast pris | Vinga Design",
    description:
      "Vinga Design är en webbyrå i Örebro som bygger snabba, sökmotoroptimerade och tillgängliga hemsidor till fast pris – 13 900 kr + moms, klar på 5 arbetsdagar.",
    path: "/",
  }),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: "Så tar vi fram din nya hemsida",
      description: "Från första kontakt till lanserad hemsida i sex steg.",
      inLanguage: "sv-SE",
      totalTime: "P5D",
      step: howToSteps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.name,
        text: step.text,
        url: absoluteUrl(`/#process`),
      })),
    },
  },
];

export default function Home() {
  return (
    <>
      <Hero />
      <ProcessSection />
      <TestimonialsSection />
      <ContactSection
        title={homeContact.title}
        description={homeContact.description}
        headingLevel={2}
        form={<ContactFormWhenNear />}
      />
    </>
  );
}
