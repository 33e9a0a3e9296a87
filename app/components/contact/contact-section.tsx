import { ContactForm } from "~/widgets/contact-form/contact-form";
import { Mail, Phone } from "lucide-react";
import { FounderPortrait } from "~/components/about/founder-portrait";
import { Container } from "~/ui/container";
import { Glow } from "~/ui/glow";
import { contactSectionCopy as copy } from "~/content/contact-copy";
import { anchors } from "~/lib/paths";
import { siteConfig } from "~/site.config";
import { Eyebrow } from "~/ui/eyebrow";

type ContactSectionProps = {
  title: string;
  description: string;
  /** 1 on the contact page, where this section is the page; 2 where it ends another page. */
  headingLevel: 1 | 2;
  /** How soon we answer, from the business facts ({svarstid}): promised by the send button. */
  replyWithin: string;
  /** The process's steps (app/content/data/process.yaml): "Så går det till" names them in order. */
  steps: readonly { step: number; title: string }[];
};

/** The contact form with its heading and what happens next; anchored at #contact-form. */
export function ContactSection({
  title,
  description,
  headingLevel,
  replyWithin,
  steps,
}: ContactSectionProps) {
  if (steps.length !== copy.nextSteps.length)
    throw new Error(
      `app/content/contact-copy.ts: "${copy.nextStepsTitle}" beskriver ${copy.nextSteps.length} steg, men processen (app/content/data/process.yaml) har ${steps.length}`,
    );
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Subheading = headingLevel === 1 ? "h2" : "h3";
  return (
    <section
      id={anchors.contactForm}
      aria-labelledby="contact-form-title"
      className="relative overflow-hidden bg-sand"
    >
      {/* One warm patch: a blue one on the sand mixed to grey and read as a smudge. It stands behind
          the form, wholly inside the section: hung past the right edge it was cut into a strip. */}
      <Glow className="top-1/4 right-[8%] size-[min(28rem,85vw)] bg-brand-pink-soft" />
      <Container className="relative grid grid-cols-1 gap-10 py-16 md:py-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10 lg:pt-12">
        <div className="lg:col-start-1 lg:row-start-1">
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <Heading
            id="contact-form-title"
            className="mt-3 text-4xl leading-[1.05] font-extrabold text-ink md:text-5xl"
          >
            {title}
          </Heading>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{description}</p>
          {/* Who answers, and a number to tap: on a phone this stands right above the form. */}
          <div className="mt-8 flex max-w-md items-center gap-4 rounded-3xl bg-white/80 p-4 shadow-sm ring-1 ring-ink/5">
            <FounderPortrait className="size-16" />
            <div>
              <p className="font-semibold text-ink">{copy.personLead(siteConfig.founder)}</p>
              <a
                href={`tel:${siteConfig.business.phoneInternational}`}
                className="mt-0.5 inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-brand-pink-dark underline decoration-2 underline-offset-4 hover:text-ink"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">{copy.callHint} </span>
                {siteConfig.business.phone}
              </a>
            </div>
          </div>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ContactForm replyWithin={replyWithin} />
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <Subheading className="font-display text-lg font-bold text-ink">{copy.nextStepsTitle}</Subheading>
          <p className="mt-2 text-ink-soft">{copy.nextStepsLead}</p>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step.step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white font-display text-sm font-bold text-brand-pink-dark shadow-sm"
                >
                  {step.step}
                </span>
                <span className="pt-1 text-ink-soft">
                  <span className="font-semibold text-ink">{step.title}.</span> {copy.nextSteps[index]}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-soft">
            <Mail aria-hidden="true" className="size-5 text-brand-pink-dark" />
            {copy.emailLead}
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-semibold text-ink underline decoration-brand-pink decoration-2 underline-offset-4 hover:text-brand-pink-dark"
            >
              {siteConfig.email}
            </a>
          </p>
        </div>
      </Container>
    </section>
  );
}
