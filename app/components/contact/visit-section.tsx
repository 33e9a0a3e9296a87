import { BusinessDetails } from "~/components/layout/business-details";
import { Container } from "~/ui/container";
import { businessCopy as copy } from "~/content/business";

/**
 * How to reach the agency other than by the form: phone, address with a map link, hours. An
 * aside, complementary to the page's one section, the contact form (the spec's contact page).
 */
export function VisitSection() {
  return (
    <aside aria-labelledby="visit-title" className="bg-white py-16 md:py-24">
      <Container className="grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-16">
        <div>
          <h2 id="visit-title" className="text-3xl font-extrabold text-ink md:text-4xl">
            {copy.visitTitle}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">{copy.visitIntro}</p>
        </div>
        <BusinessDetails
          className="rounded-3xl bg-sand p-6 text-lg shadow-sm ring-1 ring-ink/5 sm:p-8"
          linkClassName="rounded-sm font-semibold text-ink underline decoration-brand-pink decoration-2 underline-offset-4 hover:text-brand-pink-dark"
          textClassName="text-ink-soft"
        />
      </Container>
    </aside>
  );
}
