import { Mail } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { blogContactBandCopy as copy } from "~/content/blog-copy";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/** The blog's own footer: a question about your website goes straight to our inbox. */
export function BlogContactBand() {
  return (
    <aside
      aria-labelledby="blog-contact-heading"
      data-testid="blog-footer"
      className="relative overflow-hidden rounded-[2rem] bg-brand-blue-soft px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-10 md:py-12"
    >
      <div>
        <h2 id="blog-contact-heading" className="text-2xl font-extrabold text-brand-navy md:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-xl text-ink-soft">{copy.text}</p>
        <a
          href={`mailto:${siteConfig.email}`}
          className="mt-5 inline-flex items-center gap-2 rounded-sm text-lg font-semibold text-brand-blue-dark underline decoration-2 underline-offset-4 hover:text-brand-navy"
        >
          <Mail aria-hidden="true" className="size-5" />
          {siteConfig.email}
        </a>
      </div>
      <a href={paths.contact} className={buttonClasses({ className: "mt-8 shrink-0 md:mt-0" })}>
        {copy.link}
      </a>
    </aside>
  );
}
